/** Turning the API's "not found" into `null`, so pages can show a 404 instead of an error. */
import { isApiError } from "@vitrine/sdk";

/** Resolves `null` when `task` fails with a 404; other failures stay failures. */
export async function nullWhenNotFound<T>(task: Promise<T>): Promise<T | null> {
  try {
    return await task;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
