import { describe, expect, it } from "vitest";
import { loadInfrastructureConfig } from "../config.js";
import { parseS3Url } from "./s3-url.js";

describe("S3_URL", () => {
  it("reads endpoint, bucket, region, keys and options", () => {
    expect(parseS3Url("s3://AKIA%2F1:se%2Bcret%40x@minio.internal:9000/chat-uploads?region=eu-west-1&forcePathStyle=1&tls=0&signedUrls=30")).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "chat-uploads",
      region: "eu-west-1",
      accessKeyId: "AKIA/1",
      secretAccessKey: "se+cret@x",
      forcePathStyle: true,
      signedUrlSeconds: 30,
    });
  });

  it("defaults to https, us-east-1, virtual-host addresses and relayed burn pictures", () => {
    expect(parseS3Url("s3://K:S@s3.example.com/b-1")).toMatchObject({ endpoint: "https://s3.example.com", region: "us-east-1", forcePathStyle: false, signedUrlSeconds: undefined });
  });

  it.each([
    ["http://K:S@host/bucket", /s3:\/\//],
    ["s3://host/bucket", /access key/],
    ["s3://K:S@host/", /bucket/],
    ["s3://K:S@host/a/b", /bucket/],
    ["s3://K:S@host/bucket?signedUrls=9999", /signedUrls/],
    ["s3://K:S@host/bucket?forcePathStyle=yes", /forcePathStyle/],
    ["s3://K:S@host/bucket?endpoint=x", /unknown setting/],
  ])("refuses %s", (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });

  it("is part of the configuration, and a bad one stops start-up with the reason", () => {
    expect(loadInfrastructureConfig({ S3_URL: "s3://K:S@host:9000/bucket?tls=0" }, []).s3?.endpoint).toBe("http://host:9000");
    expect(loadInfrastructureConfig({}, []).s3).toBeUndefined();
    expect(() => loadInfrastructureConfig({ S3_URL: "s3://host/bucket" }, [])).toThrow(/S3_URL/);
  });
});
