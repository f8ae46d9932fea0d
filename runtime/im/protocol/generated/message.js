/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const immsg = $root.immsg = (() => {

    const immsg = {};

    immsg.MessageRequest = (function() {

        const MessageRequest = function (properties) {
            this.sourceTextList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MessageRequest.prototype.sourceTextList = $util.emptyArray;
        MessageRequest.prototype.source = "";
        MessageRequest.prototype.target = "";
        MessageRequest.prototype.downloadKey = "";
        MessageRequest.prototype.conversationType = 0;
        MessageRequest.prototype.peer = "";
        MessageRequest.prototype.sequence = 0;
        MessageRequest.prototype.time = 0;
        MessageRequest.prototype.count = 0;
        MessageRequest.prototype.direction = 0;

        MessageRequest.create = function(properties) {
            return new MessageRequest(properties);
        };

        MessageRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.sourceTextList != null && message.sourceTextList.length)
                for (let i = 0; i < message.sourceTextList.length; ++i)
                    writer.uint32(10).string(message.sourceTextList[i]);
            if (message.source != null && $Object.hasOwnProperty.call(message, "source") && message.source !== "")
                writer.uint32(18).string(message.source);
            if (message.target != null && $Object.hasOwnProperty.call(message, "target") && message.target !== "")
                writer.uint32(26).string(message.target);
            if (message.downloadKey != null && $Object.hasOwnProperty.call(message, "downloadKey") && message.downloadKey !== "")
                writer.uint32(34).string(message.downloadKey);
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(40).uint32(message.conversationType);
            if (message.peer != null && $Object.hasOwnProperty.call(message, "peer") && message.peer !== "")
                writer.uint32(50).string(message.peer);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(56).uint32(message.sequence);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(64).uint32(message.time);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(72).uint32(message.count);
            if (message.direction != null && $Object.hasOwnProperty.call(message, "direction") && message.direction !== 0)
                writer.uint32(80).uint32(message.direction);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MessageRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.immsg.MessageRequest();
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
                        if (!(message.sourceTextList && message.sourceTextList.length))
                            message.sourceTextList = [];
                        message.sourceTextList.push(reader.stringVerify());
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.source = value;
                        else
                            delete message.source;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.target = value;
                        else
                            delete message.target;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.downloadKey = value;
                        else
                            delete message.downloadKey;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.conversationType = value;
                        else
                            delete message.conversationType;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.peer = value;
                        else
                            delete message.peer;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.sequence = value;
                        else
                            delete message.sequence;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.time = value;
                        else
                            delete message.time;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.direction = value;
                        else
                            delete message.direction;
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

        return MessageRequest;
    })();

    immsg.MessageResponse = (function() {

        const MessageResponse = function (properties) {
            this.translatedTextList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MessageResponse.prototype.translatedTextList = $util.emptyArray;
        MessageResponse.prototype.messageList = $util.newBuffer([]);

        MessageResponse.create = function(properties) {
            return new MessageResponse(properties);
        };

        MessageResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.translatedTextList != null && message.translatedTextList.length)
                for (let i = 0; i < message.translatedTextList.length; ++i)
                    writer.uint32(10).string(message.translatedTextList[i]);
            if (message.messageList != null && $Object.hasOwnProperty.call(message, "messageList") && message.messageList.length)
                writer.uint32(18).bytes(message.messageList);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MessageResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.immsg.MessageResponse();
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
                        if (!(message.translatedTextList && message.translatedTextList.length))
                            message.translatedTextList = [];
                        message.translatedTextList.push(reader.stringVerify());
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.bytes()).length)
                            message.messageList = value;
                        else
                            delete message.messageList;
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

        return MessageResponse;
    })();

    return immsg;
})();

export {
  $root as default
};
