import { addErrorMessages } from '../errors.ts';

// The default texts of the errors of callExperimentalAPI's refusals: added when this chunk loads, so the core does not carry them.
addErrorMessages({
  INVALID_OPERATION: 'invalid operation',
  INVALID_TRTC_CMD: 'the TRTC command is not on the allowed list',
});
