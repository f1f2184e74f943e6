/**
 * A FileStore in an S3-compatible bucket (S3_URL), through the AWS SDK. Keys are checked exactly as
 * on local disk; objects are written whole (S3 puts are atomic), so readers never see half a file.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { InvalidFileKeyError, isFileKey } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import type { S3Settings } from "./s3-url.js";

/** An AWS SDK client for the S3_URL store. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Bytes are checked by the store against the signature already; the SDK's extra CRC
    // headers are not understood by every S3-compatible store.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function s3FileStore(settings: S3Settings): FileStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const checked = (key: string): string => {
    if (!isFileKey(key)) throw new InvalidFileKeyError();
    return key;
  };
  const ttl = settings.signedUrlSeconds;

  const store: FileStore = {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      if (!isFileKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { data: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType || "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
    close: () => client.destroy(),
  };
  if (ttl !== undefined) {
    store.signedUrl = (key) =>
      getSignedUrl(
        client,
        // The browser must neither keep the picture nor let the page that shows it script it.
        new GetObjectCommand({ Bucket, Key: checked(key), ResponseCacheControl: "no-store" }),
        { expiresIn: ttl },
      );
  }
  return store;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
  return false;
}
