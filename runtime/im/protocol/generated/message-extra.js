/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const imextra = $root.imextra = (() => {

    const imextra = {};

    imextra.MessageKey = (function() {

        const MessageKey = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MessageKey.prototype.conversationType = 0;
        MessageKey.prototype.from = "";
        MessageKey.prototype.to = "";
        MessageKey.prototype.sequence = 0;
        MessageKey.prototype.random = 0;
        MessageKey.prototype.time = 0;
        MessageKey.prototype.clientSequence = 0;
        MessageKey.prototype.messageKey = "";

        MessageKey.create = function(properties) {
            return new MessageKey(properties);
        };

        MessageKey.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(8).uint32(message.conversationType);
            if (message.from != null && $Object.hasOwnProperty.call(message, "from") && message.from !== "")
                writer.uint32(18).string(message.from);
            if (message.to != null && $Object.hasOwnProperty.call(message, "to") && message.to !== "")
                writer.uint32(26).string(message.to);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(32).uint32(message.sequence);
            if (message.random != null && $Object.hasOwnProperty.call(message, "random") && message.random !== 0)
                writer.uint32(40).uint32(message.random);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(48).uint32(message.time);
            if (message.clientSequence != null && $Object.hasOwnProperty.call(message, "clientSequence") && message.clientSequence !== 0)
                writer.uint32(56).uint32(message.clientSequence);
            if (message.messageKey != null && $Object.hasOwnProperty.call(message, "messageKey") && message.messageKey !== "")
                writer.uint32(66).string(message.messageKey);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MessageKey.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.MessageKey();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.conversationType = value;
                        else
                            delete message.conversationType;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.from = value;
                        else
                            delete message.from;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.to = value;
                        else
                            delete message.to;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.sequence = value;
                        else
                            delete message.sequence;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.random = value;
                        else
                            delete message.random;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.time = value;
                        else
                            delete message.time;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.clientSequence = value;
                        else
                            delete message.clientSequence;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageKey = value;
                        else
                            delete message.messageKey;
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

        return MessageKey;
    })();

    imextra.Extension = (function() {

        const Extension = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Extension.prototype.key = "";
        Extension.prototype.value = "";
        Extension.prototype.seq = 0;

        Extension.create = function(properties) {
            return new Extension(properties);
        };

        Extension.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.key != null && $Object.hasOwnProperty.call(message, "key") && message.key !== "")
                writer.uint32(10).string(message.key);
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== "")
                writer.uint32(18).string(message.value);
            if (message.seq != null && $Object.hasOwnProperty.call(message, "seq") && message.seq !== 0)
                writer.uint32(24).uint32(message.seq);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Extension.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.Extension();
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
                            message.key = value;
                        else
                            delete message.key;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.value = value;
                        else
                            delete message.value;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.seq = value;
                        else
                            delete message.seq;
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

        return Extension;
    })();

    imextra.ExtraRequest = (function() {

        const ExtraRequest = function (properties) {
            this.messages = [];
            this.extensions = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ExtraRequest.prototype.messages = $util.emptyArray;
        ExtraRequest.prototype.message = null;
        ExtraRequest.prototype.filter = 0;
        ExtraRequest.prototype.cursor = "";
        ExtraRequest.prototype.count = 0;
        ExtraRequest.prototype.extensions = $util.emptyArray;
        ExtraRequest.prototype.operateType = 0;
        ExtraRequest.prototype.startSequence = 0;

        ExtraRequest.create = function(properties) {
            return new ExtraRequest(properties);
        };

        ExtraRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.imextra.MessageKey.encode(message.messages[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                $root.imextra.MessageKey.encode(message.message, writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.filter != null && $Object.hasOwnProperty.call(message, "filter") && message.filter !== 0)
                writer.uint32(24).uint32(message.filter);
            if (message.cursor != null && $Object.hasOwnProperty.call(message, "cursor") && message.cursor !== "")
                writer.uint32(34).string(message.cursor);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(40).uint32(message.count);
            if (message.extensions != null && message.extensions.length)
                for (let i = 0; i < message.extensions.length; ++i)
                    $root.imextra.Extension.encode(message.extensions[i], writer.uint32(50).fork(), _depth + 1).ldelim();
            if (message.operateType != null && $Object.hasOwnProperty.call(message, "operateType") && message.operateType !== 0)
                writer.uint32(56).uint32(message.operateType);
            if (message.startSequence != null && $Object.hasOwnProperty.call(message, "startSequence") && message.startSequence !== 0)
                writer.uint32(64).uint32(message.startSequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ExtraRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.ExtraRequest();
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
                        if (!(message.messages && message.messages.length))
                            message.messages = [];
                        message.messages.push($root.imextra.MessageKey.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        message.message = $root.imextra.MessageKey.decode(reader, reader.size(), $undefined, _depth + 1, message.message);
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.filter = value;
                        else
                            delete message.filter;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cursor = value;
                        else
                            delete message.cursor;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if (!(message.extensions && message.extensions.length))
                            message.extensions = [];
                        message.extensions.push($root.imextra.Extension.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.operateType = value;
                        else
                            delete message.operateType;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startSequence = value;
                        else
                            delete message.startSequence;
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

        return ExtraRequest;
    })();

    imextra.ReceiptInfo = (function() {

        const ReceiptInfo = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ReceiptInfo.prototype.message = null;
        ReceiptInfo.prototype.readCount = 0;
        ReceiptInfo.prototype.unreadCount = 0;
        ReceiptInfo.prototype.isPeerRead = false;

        ReceiptInfo.create = function(properties) {
            return new ReceiptInfo(properties);
        };

        ReceiptInfo.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                $root.imextra.MessageKey.encode(message.message, writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.readCount != null && $Object.hasOwnProperty.call(message, "readCount") && message.readCount !== 0)
                writer.uint32(16).uint32(message.readCount);
            if (message.unreadCount != null && $Object.hasOwnProperty.call(message, "unreadCount") && message.unreadCount !== 0)
                writer.uint32(24).uint32(message.unreadCount);
            if (message.isPeerRead != null && $Object.hasOwnProperty.call(message, "isPeerRead") && message.isPeerRead !== false)
                writer.uint32(32).bool(message.isPeerRead);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ReceiptInfo.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.ReceiptInfo();
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
                        message.message = $root.imextra.MessageKey.decode(reader, reader.size(), $undefined, _depth + 1, message.message);
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.readCount = value;
                        else
                            delete message.readCount;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.unreadCount = value;
                        else
                            delete message.unreadCount;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isPeerRead = value;
                        else
                            delete message.isPeerRead;
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

        return ReceiptInfo;
    })();

    imextra.ExtensionResult = (function() {

        const ExtensionResult = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ExtensionResult.prototype.code = 0;
        ExtensionResult.prototype.extension = null;

        ExtensionResult.create = function(properties) {
            return new ExtensionResult(properties);
        };

        ExtensionResult.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== 0)
                writer.uint32(8).uint32(message.code);
            if (message.extension != null && $Object.hasOwnProperty.call(message, "extension"))
                $root.imextra.Extension.encode(message.extension, writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ExtensionResult.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.ExtensionResult();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.code = value;
                        else
                            delete message.code;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        message.extension = $root.imextra.Extension.decode(reader, reader.size(), $undefined, _depth + 1, message.extension);
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

        return ExtensionResult;
    })();

    imextra.ExtraResponse = (function() {

        const ExtraResponse = function (properties) {
            this.receipts = [];
            this.userIds = [];
            this.extensions = [];
            this.results = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ExtraResponse.prototype.receipts = $util.emptyArray;
        ExtraResponse.prototype.cursor = "";
        ExtraResponse.prototype.isCompleted = false;
        ExtraResponse.prototype.userIds = $util.emptyArray;
        ExtraResponse.prototype.extensions = $util.emptyArray;
        ExtraResponse.prototype.complete = false;
        ExtraResponse.prototype.sequence = 0;
        ExtraResponse.prototype.clearSequence = 0;
        ExtraResponse.prototype.results = $util.emptyArray;

        ExtraResponse.create = function(properties) {
            return new ExtraResponse(properties);
        };

        ExtraResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.receipts != null && message.receipts.length)
                for (let i = 0; i < message.receipts.length; ++i)
                    $root.imextra.ReceiptInfo.encode(message.receipts[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.cursor != null && $Object.hasOwnProperty.call(message, "cursor") && message.cursor !== "")
                writer.uint32(18).string(message.cursor);
            if (message.isCompleted != null && $Object.hasOwnProperty.call(message, "isCompleted") && message.isCompleted !== false)
                writer.uint32(24).bool(message.isCompleted);
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(34).string(message.userIds[i]);
            if (message.extensions != null && message.extensions.length)
                for (let i = 0; i < message.extensions.length; ++i)
                    $root.imextra.Extension.encode(message.extensions[i], writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.complete != null && $Object.hasOwnProperty.call(message, "complete") && message.complete !== false)
                writer.uint32(48).bool(message.complete);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(56).uint32(message.sequence);
            if (message.clearSequence != null && $Object.hasOwnProperty.call(message, "clearSequence") && message.clearSequence !== 0)
                writer.uint32(64).uint32(message.clearSequence);
            if (message.results != null && message.results.length)
                for (let i = 0; i < message.results.length; ++i)
                    $root.imextra.ExtensionResult.encode(message.results[i], writer.uint32(74).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ExtraResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.ExtraResponse();
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
                        if (!(message.receipts && message.receipts.length))
                            message.receipts = [];
                        message.receipts.push($root.imextra.ReceiptInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cursor = value;
                        else
                            delete message.cursor;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isCompleted = value;
                        else
                            delete message.isCompleted;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if (!(message.userIds && message.userIds.length))
                            message.userIds = [];
                        message.userIds.push(reader.stringVerify());
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.extensions && message.extensions.length))
                            message.extensions = [];
                        message.extensions.push($root.imextra.Extension.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.complete = value;
                        else
                            delete message.complete;
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
                            message.clearSequence = value;
                        else
                            delete message.clearSequence;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if (!(message.results && message.results.length))
                            message.results = [];
                        message.results.push($root.imextra.ExtensionResult.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return ExtraResponse;
    })();

    imextra.ExtraPush = (function() {

        const ExtraPush = function (properties) {
            this.receipts = [];
            this.extensions = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ExtraPush.prototype.kind = 0;
        ExtraPush.prototype.receipts = $util.emptyArray;
        ExtraPush.prototype.message = null;
        ExtraPush.prototype.extensions = $util.emptyArray;
        ExtraPush.prototype.userId = "";

        ExtraPush.create = function(properties) {
            return new ExtraPush(properties);
        };

        ExtraPush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                writer.uint32(8).uint32(message.kind);
            if (message.receipts != null && message.receipts.length)
                for (let i = 0; i < message.receipts.length; ++i)
                    $root.imextra.ReceiptInfo.encode(message.receipts[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                $root.imextra.MessageKey.encode(message.message, writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.extensions != null && message.extensions.length)
                for (let i = 0; i < message.extensions.length; ++i)
                    $root.imextra.Extension.encode(message.extensions[i], writer.uint32(34).fork(), _depth + 1).ldelim();
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(42).string(message.userId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ExtraPush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imextra.ExtraPush();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.kind = value;
                        else
                            delete message.kind;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.receipts && message.receipts.length))
                            message.receipts = [];
                        message.receipts.push($root.imextra.ReceiptInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        message.message = $root.imextra.MessageKey.decode(reader, reader.size(), $undefined, _depth + 1, message.message);
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if (!(message.extensions && message.extensions.length))
                            message.extensions = [];
                        message.extensions.push($root.imextra.Extension.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.userId = value;
                        else
                            delete message.userId;
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

        return ExtraPush;
    })();

    return imextra;
})();

export {
  $root as default
};
