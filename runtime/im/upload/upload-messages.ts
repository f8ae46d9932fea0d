import { addErrorMessages } from '../errors.ts';

// The default texts of the errors of upload checks and failures (spec 001 §8): added when this chunk loads, so the core does not carry them.
addErrorMessages({
  COS_GET_SIG_FAIL: 'could not get an upload address',
  MESSAGE_FILE_IS_EMPTY: 'the file is empty',
  MESSAGE_IMAGE_SELECT_FILE_FIRST: 'select an image file first',
  MESSAGE_IMAGE_TYPES_LIMIT: 'images must be jpg, jpeg, gif, png, bmp, image or webp',
  MESSAGE_FILE_UPLOAD_FAIL: 'upload failed',
  MESSAGE_AUDIO_UPLOAD_FAIL: 'the audio could not be uploaded',
  MESSAGE_VIDEO_UPLOAD_FAIL: 'the video could not be uploaded',
  MESSAGE_VIDEO_TYPES_LIMIT: 'videos must be mp4, quicktime or mov',
  MESSAGE_FILE_SELECT_FILE_FIRST: 'select a file first',
});
