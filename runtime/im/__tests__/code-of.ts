import type { ImError } from '../errors.ts';

/** The code of the ImError that `work` throws; fails the test when it throws nothing. */
export const codeOf = (work: () => unknown): number => {
  try {
    work();
  } catch (error) {
    return (error as ImError).code;
  }
  throw new Error('no error');
};
