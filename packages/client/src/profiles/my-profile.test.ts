import { describe, expect, it, vi } from "vitest";
import type { MyInfo, ProfileChange } from "@chat/protocol";
import { createApiClient } from "../api/api-client.js";
import { xhrSend, type XhrLike } from "../api/xhr-send.js";
import { createContacts } from "../contacts/contacts-store.js";
import { createConversations } from "../conversations/conversations.js";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope, ok } from "../test/fake-fetch.js";
import { createMyProfile } from "./my-profile.js";
import { needsGender, profileEdit, profileValues, toggleHashtag } from "./profile-form.js";

const myInfo = (overrides: Partial<MyInfo> = {}): MyInfo => ({
  ...demoUser(),
  languages: "",
  avatarThumb: "",
  profileCompleted: false,
  cancelConfirm: "password",
  ...overrides,
});

describe("the own profile store", () => {
  it("loads the six dictionaries once per UI language", async () => {
    const { api, seen } = apiWith(
      Object.fromEntries(
        ["height", "weight", "occupation", "region", "language", "hobby"].map((name) => [
          `GET /api/system/${name}`,
          () => ok(name === "language" ? [{ code: "de", language: "Deutsch" }] : [{ id: `${name}-1`, name: `${name} one` }]),
        ]),
      ),
    );
    const profile = createMyProfile({ api });
    await profile.loadDictionaries("en");
    await profile.loadDictionaries("en");
    expect(seen).toHaveLength(6);
    expect(profile.$dictionaries.get()).toMatchObject({ hobby: [{ id: "hobby-1", name: "hobby one" }], language: [{ code: "de" }] });
    await profile.loadDictionaries("de");
    expect(seen).toHaveLength(12);
  });

  it("given a refused height, puts the server's message on that field and keeps the values", async () => {
    const { api, seen } = apiWith({ "POST /api/user/info-edit": () => envelope(400, "Die Größe muss zwischen 50 und 250 cm liegen.", { field: "height" }) });
    const saved = vi.fn();
    const profile = createMyProfile({ api, onSaved: saved });
    const result = await profile.saveProfile({ nickname: "Ada", height: "500" });
    expect(result).toEqual({ ok: false, errors: { height: "Die Größe muss zwischen 50 und 250 cm liegen." }, failure: "" });
    expect(profile.$errors.get()).toEqual({ height: "Die Größe muss zwischen 50 und 250 cm liegen." });
    expect(seen[0]?.body).toEqual({ nickname: "Ada", height: "500" });
    expect(saved).not.toHaveBeenCalled();
    profile.clearError("height");
    expect(profile.$errors.get()).toEqual({});
  });

  it("after a save, hands my-info to onSaved and clears the errors; a failure naming no field is the form's", async () => {
    let down = false;
    const { api } = apiWith({ "POST /api/user/info-edit": () => (down ? new Response("", { status: 502 }) : ok(myInfo({ nickname: "Ada L." }))) });
    const saved = vi.fn();
    const profile = createMyProfile({ api, onSaved: saved });
    profile.showErrors({ nickname: "old" });
    expect((await profile.saveProfile({ nickname: "Ada L." })).ok).toBe(true);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ nickname: "Ada L." }));
    expect(profile.$errors.get()).toEqual({});
    expect(profile.$saved.get()).toBe(true);
    profile.reset();
    expect(profile.$saved.get()).toBe(false);
    down = true;
    const failed = await profile.saveProfile({ nickname: "Ada" });
    expect(failed.ok).toBe(false);
    expect(profile.$errors.get()).toEqual({});
    expect(profile.$saving.get()).toBe(false);
  });

  it("uploads the avatar as multipart field `file`, reporting progress to the end", async () => {
    const { api, seen } = apiWith({ "POST /api/user/avatar-upload": () => ok({ avatar: "/files/a.png", avatarThumb: "/files/t.png" }) });
    const profile = createMyProfile({ api });
    const progress: number[] = [];
    const reply = await profile.uploadAvatar(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), (f) => progress.push(f));
    expect(reply).toEqual({ avatar: "/files/a.png", avatarThumb: "/files/t.png" });
    expect(String(seen[0]?.body)).toContain('name="file"');
    expect(progress.at(-1)).toBe(1);
    expect(profile.$upload.get()).toMatchObject({ status: "done", progress: 1 });
  });

  it("a refused avatar keeps the server's text", async () => {
    const { api } = apiWith({ "POST /api/user/avatar-upload": () => envelope(400, "Image format wrong", null) });
    const profile = createMyProfile({ api });
    expect(await profile.uploadAvatar(new Blob(["not an image"]))).toBeNull();
    expect(profile.$upload.get()).toEqual({ status: "failed", progress: 0, error: "Image format wrong" });
  });
});

describe("an upload through XMLHttpRequest", () => {
  it("reports the fraction sent and reads the envelope like any call, with the session's headers", async () => {
    const headers: Record<string, string> = {};
    const fake: XhrLike = {
      open: vi.fn(),
      setRequestHeader: (name, value) => (headers[name.toLowerCase()] = value),
      timeout: 0,
      status: 0,
      responseText: "",
      getResponseHeader: () => "application/json",
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      ontimeout: null,
      onabort: null,
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        Object.assign(this, { status: 200, responseText: JSON.stringify({ code: 200, msg: "ok", data: { avatar: "/files/a.png", avatarThumb: "/files/t.png" } }) });
        this.onload?.({} as ProgressEvent);
      },
    };
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "tok", getLocale: () => "de", onUnauthorized: () => {}, sendWithProgress: xhrSend(() => fake) });
    const progress: number[] = [];
    const reply = await api.upload("user/avatar-upload", new FormData(), (f) => progress.push(f));
    expect(reply).toEqual({ avatar: "/files/a.png", avatarThumb: "/files/t.png" });
    expect(progress).toEqual([0.5, 1]);
    expect(fake.open).toHaveBeenCalledWith("POST", "http://chat.test/api/user/avatar-upload");
    expect(headers).toMatchObject({ authorization: "Bearer tok", "accept-language": "de", "x-platform": "Web" });
  });
});

describe("the profile form's edit", () => {
  it("sends only what changed, gender as a number, and toggles hashtags in order", () => {
    const before = profileValues(myInfo({ nickname: "ada", height: 170 }));
    const edit = profileEdit({ ...before, nickname: " Ada ", height: "170", gender: "2", interest: "Music, chess" }, before);
    expect(edit).toEqual({ nickname: "Ada", gender: 2, interest: "Music, chess" });
    expect(toggleHashtag("Music, chess", "Yoga")).toBe("Music, chess, Yoga");
    expect(toggleHashtag("Music, chess", "Music")).toBe("chess");
  });

  it("shows no gender as chosen until the profile is completed, and a completing save needs one", () => {
    const fresh = myInfo({ gender: 0, profileCompleted: false });
    const values = profileValues(fresh);
    expect(values.gender).toBe("");
    expect(profileValues(myInfo({ gender: 0, profileCompleted: true })).gender).toBe("0");
    const complete = { ...values, nickname: "Ada", avatar: "/files/a.png", occupation: "Pilot", interest: "Music", height: "170", weight: "60" };
    expect(needsGender(complete, fresh)).toBe(true);
    expect(needsGender({ ...complete, gender: "0" }, fresh)).toBe(false);
    // A partial save (no avatar yet) may leave the gender for later; a completed profile has one.
    expect(needsGender({ ...complete, avatar: "" }, fresh)).toBe(false);
    expect(needsGender(complete, { profileCompleted: true })).toBe(false);
    // Choosing "Male" on a fresh account is a change the edit sends.
    expect(profileEdit({ ...complete, gender: "0" }, values)).toMatchObject({ gender: 0 });
  });
});

describe("the profile event", () => {
  it("renames a friend's conversation row and contact", () => {
    const { api } = apiWith({});
    const contacts = createContacts({ api });
    contacts.applyFriend({ friendUserId: 9, friendUserNickName: "old", friendUserAvatar: "", friendRemarkName: "", firstLetter: "O", insertTime: 0 } as never);
    const conversations = createConversations({ api, friendOf: contacts.friendOf });
    void conversations.bringToTop(9, { nickname: "old", avatar: "" });
    const change: ProfileChange = { userId: 9, nickname: "New name", avatar: "/files/a.png", avatarThumb: "/files/t.png" };
    conversations.applyProfile(change);
    contacts.applyProfile(change);
    expect(conversations.rowOf(9)).toMatchObject({ nickname: "New name", avatar: "/files/a.png" });
    expect(contacts.friendOf(9)).toMatchObject({ friendUserNickName: "New name", friendUserAvatar: "/files/a.png" });
  });

  it("marks the row of a friend who deleted their account and takes them out of the contacts", () => {
    const { api } = apiWith({});
    const contacts = createContacts({ api });
    contacts.applyFriend({ friendUserId: 9, friendUserNickName: "Ada", friendUserAvatar: "/files/a.png", friendRemarkName: "Ada L.", firstLetter: "A", insertTime: 0 } as never);
    const conversations = createConversations({ api, friendOf: contacts.friendOf });
    void conversations.bringToTop(9, { nickname: "Ada", avatar: "/files/a.png", remark: "Ada L." });
    const change: ProfileChange = { userId: 9, nickname: "Deleted user", avatar: "", avatarThumb: "", deleted: true };
    conversations.applyProfile(change);
    contacts.applyProfile(change);
    expect(conversations.rowOf(9)).toMatchObject({ nickname: "Deleted user", avatar: "", remark: "", isRemark: false, deleted: true });
    expect(contacts.friendOf(9)).toBeUndefined();
  });
});
