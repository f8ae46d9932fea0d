/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const imupload = $root.imupload = (() => {

    const imupload = {};

    imupload.UploadRequest = (function() {

        const UploadRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        UploadRequest.prototype.tmpSecretId = "";
        UploadRequest.prototype.sessionToken = "";
        UploadRequest.prototype.expiredTime = 0;
        UploadRequest.prototype.fileType = "";
        UploadRequest.prototype.fileName = "";
        UploadRequest.prototype.fileSize = 0;
        UploadRequest.prototype.uploadMethod = "";
        UploadRequest.prototype.duration = 0;

        UploadRequest.create = function(properties) {
            return new UploadRequest(properties);
        };

        UploadRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.tmpSecretId != null && $Object.hasOwnProperty.call(message, "tmpSecretId") && message.tmpSecretId !== "")
                writer.uint32(10).string(message.tmpSecretId);
            if (message.sessionToken != null && $Object.hasOwnProperty.call(message, "sessionToken") && message.sessionToken !== "")
                writer.uint32(18).string(message.sessionToken);
            if (message.expiredTime != null && $Object.hasOwnProperty.call(message, "expiredTime") && message.expiredTime !== 0)
                writer.uint32(24).uint32(message.expiredTime);
            if (message.fileType != null && $Object.hasOwnProperty.call(message, "fileType") && message.fileType !== "")
                writer.uint32(34).string(message.fileType);
            if (message.fileName != null && $Object.hasOwnProperty.call(message, "fileName") && message.fileName !== "")
                writer.uint32(42).string(message.fileName);
            if (message.fileSize != null && $Object.hasOwnProperty.call(message, "fileSize") && message.fileSize !== 0)
                writer.uint32(48).uint32(message.fileSize);
            if (message.uploadMethod != null && $Object.hasOwnProperty.call(message, "uploadMethod") && message.uploadMethod !== "")
                writer.uint32(58).string(message.uploadMethod);
            if (message.duration != null && $Object.hasOwnProperty.call(message, "duration") && message.duration !== 0)
                writer.uint32(64).uint32(message.duration);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        UploadRequest.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.imupload.UploadRequest();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.tmpSecretId = value;
                        else
                            delete message.tmpSecretId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.sessionToken = value;
                        else
                            delete message.sessionToken;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.expiredTime = value;
                        else
                            delete message.expiredTime;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fileType = value;
                        else
                            delete message.fileType;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fileName = value;
                        else
                            delete message.fileName;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.fileSize = value;
                        else
                            delete message.fileSize;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.uploadMethod = value;
                        else
                            delete message.uploadMethod;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.duration = value;
                        else
                            delete message.duration;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return UploadRequest;
    })();

    imupload.UploadResponse = (function() {

        const UploadResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        UploadResponse.prototype.tmpSecretId = "";
        UploadResponse.prototype.tmpSecretKey = "";
        UploadResponse.prototype.sessionToken = "";
        UploadResponse.prototype.startTime = 0;
        UploadResponse.prototype.expiredTime = 0;
        UploadResponse.prototype.uploadUrl = "";
        UploadResponse.prototype.downloadUrl = "";
        UploadResponse.prototype.headUrl = "";

        UploadResponse.create = function(properties) {
            return new UploadResponse(properties);
        };

        UploadResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.tmpSecretId != null && $Object.hasOwnProperty.call(message, "tmpSecretId") && message.tmpSecretId !== "")
                writer.uint32(10).string(message.tmpSecretId);
            if (message.tmpSecretKey != null && $Object.hasOwnProperty.call(message, "tmpSecretKey") && message.tmpSecretKey !== "")
                writer.uint32(18).string(message.tmpSecretKey);
            if (message.sessionToken != null && $Object.hasOwnProperty.call(message, "sessionToken") && message.sessionToken !== "")
                writer.uint32(26).string(message.sessionToken);
            if (message.startTime != null && $Object.hasOwnProperty.call(message, "startTime") && message.startTime !== 0)
                writer.uint32(32).uint32(message.startTime);
            if (message.expiredTime != null && $Object.hasOwnProperty.call(message, "expiredTime") && message.expiredTime !== 0)
                writer.uint32(40).uint32(message.expiredTime);
            if (message.uploadUrl != null && $Object.hasOwnProperty.call(message, "uploadUrl") && message.uploadUrl !== "")
                writer.uint32(50).string(message.uploadUrl);
            if (message.downloadUrl != null && $Object.hasOwnProperty.call(message, "downloadUrl") && message.downloadUrl !== "")
                writer.uint32(58).string(message.downloadUrl);
            if (message.headUrl != null && $Object.hasOwnProperty.call(message, "headUrl") && message.headUrl !== "")
                writer.uint32(66).string(message.headUrl);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        UploadResponse.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.imupload.UploadResponse();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.tmpSecretId = value;
                        else
                            delete message.tmpSecretId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.tmpSecretKey = value;
                        else
                            delete message.tmpSecretKey;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.sessionToken = value;
                        else
                            delete message.sessionToken;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startTime = value;
                        else
                            delete message.startTime;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.expiredTime = value;
                        else
                            delete message.expiredTime;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.uploadUrl = value;
                        else
                            delete message.uploadUrl;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.downloadUrl = value;
                        else
                            delete message.downloadUrl;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.headUrl = value;
                        else
                            delete message.headUrl;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return UploadResponse;
    })();

    return imupload;
})();

export {
  $root as default
};
