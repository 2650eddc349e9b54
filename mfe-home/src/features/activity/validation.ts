import { TEXT_LIMITS } from '@tessera/contract';
import { APPLICATION_IMAGE_TYPES } from '@tessera/contract/api';

export type TApplyError = 'commentTooLong' | 'tooManyImages' | 'imageType' | 'imageTooLarge';

/** Spec §5: comment at most 140 characters (counted as the player sees them). */
export function commentError(comment: string): TApplyError | null {
  return [...comment].length > TEXT_LIMITS.comment ? 'commentTooLong' : null;
}

/**
 * Spec §5/§9: png or jpg, at most 5MB each, at most 3. Checked on the device so a player is told
 * before a long upload; the API checks again, by the files' first bytes.
 */
export function imageError(file: File, alreadyChosen: number): TApplyError | null {
  if (alreadyChosen >= TEXT_LIMITS.imagesPerApplication) return 'tooManyImages';
  if (!(APPLICATION_IMAGE_TYPES as readonly string[]).includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return 'imageType';
  if (file.size > TEXT_LIMITS.imageBytes) return 'imageTooLarge';
  return null;
}
