import { afterEach, describe, expect, it, vi } from "vitest";

import { parsePublicEnv, publicEnv } from "@/lib/public-env";

afterEach(() => vi.unstubAllEnvs());

describe("the public (NEXT_PUBLIC_*) configuration", () => {
  it("takes the API key and base URL, and reads empty values as unset", () => {
    expect(
      parsePublicEnv({ NEXT_PUBLIC_API_KEY: "key-123", NEXT_PUBLIC_API_BASE_URL: "https://api.example.com" }),
    ).toEqual({ NEXT_PUBLIC_API_KEY: "key-123", NEXT_PUBLIC_API_BASE_URL: "https://api.example.com" });
    expect(parsePublicEnv({ NEXT_PUBLIC_API_KEY: "", NEXT_PUBLIC_API_BASE_URL: "" })).toEqual({
      NEXT_PUBLIC_API_KEY: undefined,
      NEXT_PUBLIC_API_BASE_URL: undefined,
    });
  });

  it("names the variable that is wrong", () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_KEY: "two words" })).toThrow(
      /NEXT_PUBLIC_API_KEY: must be printable/,
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_BASE_URL: "api.example.com" })).toThrow(/NEXT_PUBLIC_API_BASE_URL/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_BASE_URL: "ftp://api.example.com" })).toThrow(
      /NEXT_PUBLIC_API_BASE_URL/,
    );
  });

  it("follows a value that changes (tests stub them per test)", () => {
    vi.stubEnv("NEXT_PUBLIC_API_KEY", "first");
    expect(publicEnv().NEXT_PUBLIC_API_KEY).toBe("first");
    vi.stubEnv("NEXT_PUBLIC_API_KEY", "second");
    expect(publicEnv().NEXT_PUBLIC_API_KEY).toBe("second");
    vi.stubEnv("NEXT_PUBLIC_API_KEY", "");
    expect(publicEnv().NEXT_PUBLIC_API_KEY).toBeUndefined();
  });
});
