import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createComplaints } from "./complaints.js";

describe("the complaints store", () => {
  it("loads the reasons and files a complaint, or says why not", async () => {
    let refuse = false;
    const { api, seen } = apiWith({
      "GET /api/complain/complain_type": () => ok([{ id: 1, name: "Spam" }]),
      "POST /api/complain/add_complain": () => (refuse ? envelope(429, "Too many attempts. Please try again later.", null) : ok(null)),
    });
    const complaints = createComplaints({ api });
    await complaints.loadComplaintReasons();
    expect(complaints.$complaintReasons.get()).toHaveLength(1);
    const input = { type: 1, notes: "spam", beComplainedAccount: "100005" };
    expect(await complaints.fileComplaint(input)).toEqual({ ok: true });
    expect(seen.at(-1)?.body).toEqual(input);
    refuse = true;
    expect(await complaints.fileComplaint(input)).toEqual({ ok: false, error: "Too many attempts. Please try again later." });
  });
});
