import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { fetchJsonResumeRequest, fileNameFromDisposition, RESUME_FALLBACK_FILE_NAME } from "@/lib/api/profile-export";

import { server, VALID_TOKEN } from "../support/auth-api-mocks";

const resume = {
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  basics: { name: "Ada Lovelace", email: "ada@example.com", profiles: [] },
  work: [],
  skills: [],
  meta: { version: "v1.0.0", lastModified: "2025-01-01T00:00:00.000Z" },
};

// jsdom's Blob lacks text(), which every browser has; FileReader reads it the same way.
if (!Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  localStorage.setItem("auth_token", VALID_TOKEN);
});

describe("the JSON Resume download", () => {
  it("takes the server's file name, plain or RFC 5987, and never a path", () => {
    expect(fileNameFromDisposition('attachment; filename="resume-ada.json"')).toBe("resume-ada.json");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.json")).toBe("résumé.json");
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe(".._.._etc_passwd");
    expect(fileNameFromDisposition(undefined)).toBe(RESUME_FALLBACK_FILE_NAME);
    expect(fileNameFromDisposition("attachment")).toBe(RESUME_FALLBACK_FILE_NAME);
  });

  it("asks with the API key and the talent's token, and returns the body and its file name", async () => {
    let headers: Headers | undefined;
    server.use(
      http.get("*/api/talent/profile/resume.json", ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(resume, {
          headers: { "Content-Disposition": 'attachment; filename="resume-ada-lovelace.json"' },
        });
      }),
    );
    const { blob, fileName } = await fetchJsonResumeRequest();
    expect(fileName).toBe("resume-ada-lovelace.json");
    expect(JSON.parse(await blob.text())).toEqual(resume);
    expect(headers?.get("authorization")).toBe(`Bearer ${VALID_TOKEN}`);
    expect(headers?.get("x-api-key")).toBe("unit-test-api-key");
  });

  it("refuses an answer that is not a JSON Resume", async () => {
    server.use(http.get("*/api/talent/profile/resume.json", () => HttpResponse.json({ data: { nope: true } })));
    await expect(fetchJsonResumeRequest()).rejects.toThrow();
  });

  it("fails on the server's error", async () => {
    server.use(
      http.get("*/api/talent/profile/resume.json", () =>
        HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }),
      ),
    );
    await expect(fetchJsonResumeRequest()).rejects.toThrow();
  });
});
