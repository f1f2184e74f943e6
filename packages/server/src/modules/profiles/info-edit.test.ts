import type { AvatarUploadReply, MessageKey, MyInfo, ProfileEvent, ServerFrame, UserVoReply } from "@chat/protocol";
import { LAST_SEQ_FROM_NOW, SERVER_MESSAGES } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../clock.js";
import { testDatabases } from "../../db/test-helpers.js";
import { t as text } from "../../i18n.js";
import { readEvents } from "../../realtime/events.js";
import { addUser, makeFriends } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";

/** A complete profile (product §1) with everything but the avatar. */
const PROFILE = {
  nickname: "Mira",
  height: 168,
  weight: 58,
  occupation: "Architect",
  personalMessage: "Hello from Berlin",
  interest: "#hiking, books",
  birthday: "1996-05-20",
  gender: 1,
  region: "DE",
  languages: "de,en",
};

/** Each rule of product §5 (and the ranges behind it): a body, the field it names, the message. */
const REFUSALS: Array<[string, Record<string, unknown>, string, MessageKey]> = [
  ["an empty nickname", { nickname: "   " }, "nickname", "nicknameRequired"],
  ["a nickname with a bidi override", { nickname: "abc\u202Eexe.jpg" }, "nickname", "nicknameInvalid"],
  ["a nickname with a control character", { nickname: "Mi\u0007ra" }, "nickname", "nicknameInvalid"],
  ["a nickname over 32 characters", { nickname: "x".repeat(33) }, "nickname", "nicknameInvalid"],
  ["an empty occupation", { occupation: "" }, "occupation", "occupationRequired"],
  ["a height below 50 cm", { height: 49 }, "height", "heightRange"],
  ["a height above 250 cm", { height: 251 }, "height", "heightRange"],
  ["a height that is not a number", { height: "tall" }, "height", "heightRange"],
  ["a weight below 20 kg", { weight: 19 }, "weight", "weightRange"],
  ["a weight above 300 kg", { weight: 301 }, "weight", "weightRange"],
  ["no hashtag", { interest: " , " }, "interest", "hashtagsCount"],
  ["four hashtags", { interest: "a,b,c,d" }, "interest", "hashtagsCount"],
  ["a hashtag with a control character", { interest: "ok,b\u0007d" }, "interest", "hashtagInvalid"],
  ["a birthday that is no date", { birthday: "1990-02-30" }, "birthday", "birthdayInvalid"],
  ["a minor's birthday", { birthday: "2010-01-01" }, "birthday", "birthdayTooYoung"],
  ["a gender outside the spec's", { gender: 3 }, "gender", "genderInvalid"],
  ["an unknown region", { region: "ZZ" }, "region", "regionInvalid"],
  ["a language outside the list", { languages: "en,tlh" }, "languages", "languagesInvalid"],
  ["a personal message over 500 characters", { personalMessage: "y".repeat(501) }, "personalMessage", "personalMessageInvalid"],
  ["an avatar this server did not issue", { avatar: "https://evil.example/a.png" }, "avatar", "avatarInvalid"],
];

async function uploadAvatar(t: TestApp, token: string): Promise<AvatarUploadReply> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c63" } }).png().toBuffer();
  const boundary = "----avatar";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: "POST", url: "/api/user/avatar-upload", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AvatarUploadReply }>().data;
}

describe.each(testDatabases)("POST /api/user/info-edit on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // Today is the test clock's: the adult rule is computed from it, never from the machine's date.
    t = await createTestApp(dialect, { clock: new ManualClock(Date.UTC(2026, 10, 23, 12)) });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  const myInfo = async (token: string) => (await t.get<MyInfo>("/api/account/my-info", { token })).body.data;

  it("a new account is usable at once: a nickname from registration, the profile not yet completed", async () => {
    const { email, password } = await t.register(t.nextEmail("fresh"));
    const me = await myInfo(await t.login(email, password));
    // Named after the account ID, never after the address (which would show part of it to everyone).
    expect(me.nickname).toBe(`user${me.account}`);
    expect(me.nickname).not.toContain(email.split("@")[0]);
    expect(me).toMatchObject({ profileCompleted: false, avatar: "", languages: "", avatarThumb: "", cancelConfirm: "password" });
  });

  it.each(REFUSALS)("refuses %s with a 400 naming the field", async (_what, body, field, key) => {
    const user = await addUser(t, "Rules");
    const res = await t.post("/api/user/info-edit", body, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: SERVER_MESSAGES[key], data: { field } });
  });

  it("answers every refusal in the request's language", async () => {
    const user = await addUser(t, "Sprache");
    for (const [, body, field, key] of REFUSALS) {
      const res = await t.post("/api/user/info-edit", body, { token: user.token, language: "de-DE,de;q=0.9" });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({ field });
      expect(res.body.msg).toBe(text("de", key));
      expect(res.body.msg, key).not.toBe(SERVER_MESSAGES[key]);
    }
    const height = await t.post("/api/user/info-edit", { height: 20 }, { token: user.token, language: "de" });
    expect(height.body.msg).toBe("Die Größe muss eine ganze Zahl von 50 bis 250 cm sein.");
    const young = await t.post("/api/user/info-edit", { birthday: "2009-01-01" }, { token: user.token, language: "ja" });
    expect(young.body.msg).toBe("18歳以上である必要があります。");
  });

  it("refuses an empty edit and a body that is no object, never with a 500", async () => {
    const user = await addUser(t, "Empty");
    for (const body of [{}, { unknown: 1 }]) {
      const res = await t.post("/api/user/info-edit", body, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(SERVER_MESSAGES.badRequest);
    }
    const raw = await t.app.inject({ method: "POST", url: "/api/user/info-edit", headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" }, payload: "[1,2]" });
    expect(raw.statusCode).toBe(400);
  });

  it("becomes an adult on the 18th birthday, by the injected clock", async () => {
    const user = await addUser(t, "Birthday");
    expect((await t.post("/api/user/info-edit", { birthday: "2008-11-24" }, { token: user.token })).status).toBe(400);
    expect((await t.post("/api/user/info-edit", { birthday: "2008-11-23" }, { token: user.token })).status).toBe(200);
    expect((await myInfo(user.token)).age).toBe(18);
  });

  it("saves the profile, completes it with the avatar, and shows it to others with the age, never the birthday", async () => {
    const user = await addUser(t, "Mira");
    const viewer = await addUser(t, "Viewer");
    const saved = await t.post<MyInfo>("/api/user/info-edit", PROFILE, { token: user.token });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe("Saved successfully");
    expect(saved.body.data).toMatchObject({ ...PROFILE, interest: "hiking,books", age: 30, profileCompleted: false });

    const avatar = await uploadAvatar(t, user.token);
    const done = await t.post<MyInfo>("/api/user/info-edit", { avatar: avatar.avatar }, { token: user.token });
    expect(done.status).toBe(200);
    const me = await myInfo(user.token);
    expect(me).toMatchObject({ avatar: avatar.avatar, avatarThumb: avatar.avatarThumb, profileCompleted: true, birthday: "1996-05-20", age: 30 });

    const seen = (await t.get<UserVoReply>(`/api/user/info?userId=${user.id}`, { token: viewer.token })).body.data.userVo;
    expect(seen).toMatchObject({ nickname: "Mira", age: 30, region: "DE", languages: "de,en", interest: "hiking,books", occupation: "Architect", height: 168, weight: 58, avatar: avatar.avatar, avatarThumb: avatar.avatarThumb });
    expect(JSON.stringify(seen)).not.toContain("1996");

    // A completed profile keeps its avatar; sending the same one again is fine.
    const cleared = await t.post("/api/user/info-edit", { avatar: "" }, { token: user.token });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toEqual({ code: 400, msg: SERVER_MESSAGES.avatarRequired, data: { field: "avatar" } });
    expect((await t.post("/api/user/info-edit", { ...PROFILE, avatar: avatar.avatar }, { token: user.token })).status).toBe(200);
    expect((await t.post("/api/user/info-edit", { avatar: avatar.avatar }, { token: user.token })).status).toBe(200);
    const fresh = await addUser(t, "NoAvatar");
    expect((await t.post("/api/user/info-edit", { avatar: "" }, { token: fresh.token })).status).toBe(200);
  });

  it("accepts only an avatar issued to the same user", async () => {
    const owner = await addUser(t, "Owner");
    const thief = await addUser(t, "Thief");
    const avatar = await uploadAvatar(t, owner.token);
    for (const bad of [avatar.avatar, avatar.avatarThumb, `http://127.0.0.1${avatar.avatar}`, "/files/../secret.png"]) {
      const res = await t.post("/api/user/info-edit", { avatar: bad }, { token: thief.token });
      expect(res.status, bad).toBe(400);
      expect(res.body.data).toEqual({ field: "avatar" });
    }
    expect((await myInfo(thief.token)).avatar).toBe("");
  });

  it("one user's edit never changes another's profile", async () => {
    const a = await addUser(t, "Alpha");
    const b = await addUser(t, "Beta");
    await t.post("/api/user/info-edit", PROFILE, { token: b.token });
    const before = await myInfo(b.token);
    const res = await t.post("/api/user/info-edit", { ...PROFILE, nickname: "Alpha2", id: b.id, userId: b.id, height: 190 }, { token: a.token });
    expect(res.status).toBe(200);
    expect(await myInfo(b.token)).toEqual(before);
    expect(await myInfo(a.token)).toMatchObject({ id: a.id, nickname: "Alpha2", height: 190 });
  });

  it("tells the user's friends live when the nickname or avatar changes, and nobody else", async () => {
    const user = await addUser(t, "Changer");
    const friend = await addUser(t, "Pal");
    const stranger = await addUser(t, "Nobody");
    await makeFriends(t, user, friend);
    const socket = await connectWs(url);
    await socket.auth(friend.token, LAST_SEQ_FROM_NOW);

    const res = await t.post("/api/user/info-edit", { nickname: "Changed" }, { token: user.token });
    expect(res.status).toBe(200);
    const frame = (await socket.next((f: ServerFrame) => f.type === "profile")) as ProfileEvent;
    expect(frame.data).toEqual({ userId: user.id, nickname: "Changed", avatar: "", avatarThumb: "" });
    socket.close();

    const avatar = await uploadAvatar(t, user.token);
    await t.post("/api/user/info-edit", { avatar: avatar.avatar }, { token: user.token });
    // The user's own devices hear it too; a stranger does not.
    const own = (await readEvents(t.database.db, user.id, 0, 100)).filter((e) => e.type === "profile");
    expect(own.map((e) => e.data)).toEqual([
      { userId: user.id, nickname: "Changed", avatar: "", avatarThumb: "" },
      { userId: user.id, nickname: "Changed", avatar: avatar.avatar, avatarThumb: avatar.avatarThumb },
    ]);
    expect((await readEvents(t.database.db, stranger.id, 0, 100)).some((e) => e.type === "profile")).toBe(false);

    // Other fields change nothing the friends' lists show: no event.
    await t.post("/api/user/info-edit", { height: 180 }, { token: user.token });
    expect((await readEvents(t.database.db, friend.id, 0, 100)).filter((e) => e.type === "profile")).toHaveLength(2);
  });

  it("keeps privacy settings in my-info's userSetVo", async () => {
    const user = await addUser(t, "Private");
    await t.post("/api/user/privacy-set", { addFriend: "anyone", momentInteractions: "private" }, { token: user.token });
    expect((await myInfo(user.token)).userSetVo).toEqual({ addFriend: "anyone", momentInteractions: "private", notificationText: true });
  });

  it("refuses anonymous callers", async () => {
    expect((await t.post("/api/user/info-edit", PROFILE)).status).toBe(401);
  });
});
