import { describe, expect, it } from "vitest";

import { replyText } from "@/lib/server/mail/inbound/reply-text";

const ADDRESS = "reply+0123456789abcdef0123456789abcdef@hireloop.local";

// The mail being answered, as the product's text part renders it.
const ORIGINAL = [
  "Hi Ada,",
  "",
  "Acme wrote to you about your application for Frontend Engineer:",
  "",
  "Acme, Tue 10:04 in Berlin:",
  "> Are you free on Tuesday?",
  "",
  "Open the conversation: http://localhost:3000/talent/messages/12",
];
const quoted = (prefix = "> ") => ORIGINAL.map((line) => `${prefix}${line}`.trimEnd()).join("\n");

describe("replyText, the new words of a reply by mail", () => {
  it("cuts Gmail's quote, its attribution wrapped over two lines", () => {
    const body = [
      "Sounds good, Tuesday at 10 works for me.",
      "",
      "Ada",
      "",
      "On Tue, 3 Mar 2026 at 10:04, Hireloop <",
      `${ADDRESS}> wrote:`,
      "",
      quoted(),
    ].join("\r\n");
    expect(replyText(body)).toBe("Sounds good, Tuesday at 10 works for me.\n\nAda");
  });

  it("cuts Gmail's attribution on one line, in French too", () => {
    expect(replyText(`Parfait.\n\nLe mar. 3 mars 2026 à 10:04, Hireloop <${ADDRESS}> a écrit :\n${quoted()}`)).toBe(
      "Parfait.",
    );
    expect(replyText(`Gern.\n\nAm Di., 3. März 2026 um 10:04 Uhr schrieb Hireloop <${ADDRESS}>:\n${quoted()}`)).toBe(
      "Gern.",
    );
  });

  it("cuts Outlook's header block after its line of underscores, keeping a signature without a separator", () => {
    const body = [
      "Thanks, see you then.",
      "",
      "Best regards,",
      "Cli Ent",
      "",
      "________________________________",
      "From: Hireloop <no-reply@hireloop.local>",
      "Sent: Tuesday, March 3, 2026 10:04 AM",
      "To: Cli Ent <client@example.com>",
      "Subject: Ada Applicant sent you a message · Frontend Engineer",
      "",
      ...ORIGINAL,
    ].join("\r\n");
    expect(replyText(body)).toBe("Thanks, see you then.\n\nBest regards,\nCli Ent");
  });

  it("cuts Outlook's header block alone, in bold or in German", () => {
    const english = ["Yes.", "", "*From:* Hireloop <no-reply@hireloop.local>", "*Sent:* Tuesday", "", ...ORIGINAL];
    expect(replyText(english.join("\n"))).toBe("Yes.");
    const german = ["Ja.", "", "Von: Hireloop", "Gesendet: Dienstag, 3. März 2026 10:04", "An: Ada", ...ORIGINAL];
    expect(replyText(german.join("\n"))).toBe("Ja.");
  });

  it("cuts Outlook's -----Original Message----- and what follows", () => {
    const body = ["Confirmed.", "", "-----Original Message-----", "From: Hireloop", "Sent: Tuesday", ...ORIGINAL];
    expect(replyText(body.join("\n"))).toBe("Confirmed.");
  });

  it("cuts Apple Mail's quoted attribution and its 'Sent from my iPhone'", () => {
    const body = [
      "Yes, that works!",
      "",
      "Sent from my iPhone",
      "",
      `> On 3 Mar 2026, at 10:04, Hireloop <${ADDRESS}> wrote:`,
      ">",
      quoted(),
    ].join("\n");
    expect(replyText(body)).toBe("Yes, that works!");
  });

  it("cuts the signature after '-- ' (and a bare '--')", () => {
    expect(replyText("See you.\n\n-- \nAda Applicant\nhttps://ada.dev\n")).toBe("See you.");
    expect(replyText("See you.\n--\nAda")).toBe("See you.");
  });

  it("drops quoted lines of an answer written between them", () => {
    const body = "> Are you free on Tuesday?\nYes.\n\n> And Wednesday?\nNo, sorry.";
    expect(replyText(body)).toBe("Yes.\n\nNo, sorry.");
  });

  it("keeps words that only look like a quote's start, and the reply's own line breaks", () => {
    const body = "From: my side, all good.\nOn Monday I can start.\n\nThanks!";
    expect(replyText(body)).toBe(body);
  });

  it("answers nothing for a reply that is only the quote", () => {
    expect(replyText(`\n\nOn Tue, 3 Mar 2026 at 10:04, Hireloop <${ADDRESS}> wrote:\n${quoted()}`)).toBe("");
    expect(replyText(quoted())).toBe("");
  });
});
