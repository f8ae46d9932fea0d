/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const imconv = $root.imconv = (() => {

    const imconv = {};

    imconv.GroupAtRef = (function() {

        const GroupAtRef = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupAtRef.prototype.groupId = "";
        GroupAtRef.prototype.sequence = 0;

        GroupAtRef.create = function(properties) {
            return new GroupAtRef(properties);
        };

        GroupAtRef.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(10).string(message.groupId);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(16).uint32(message.sequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupAtRef.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.GroupAtRef();
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
                            message.groupId = value;
                        else
                            delete message.groupId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.sequence = value;
                        else
                            delete message.sequence;
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

        return GroupAtRef;
    })();

    imconv.ConversationRequest = (function() {

        const ConversationRequest = function (properties) {
            this.conversationIds = [];
            this.userIds = [];
            this.groupAt = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationRequest.prototype.conversationIds = $util.emptyArray;
        ConversationRequest.prototype.groupName = "";
        ConversationRequest.prototype.newGroupName = "";
        ConversationRequest.prototype.markBit = 0;
        ConversationRequest.prototype.enableMark = false;
        ConversationRequest.prototype.customData = "";
        ConversationRequest.prototype.userIds = $util.emptyArray;
        ConversationRequest.prototype.groupId = "";
        ConversationRequest.prototype.remindType = 0;
        ConversationRequest.prototype.groupAt = $util.emptyArray;

        ConversationRequest.create = function(properties) {
            return new ConversationRequest(properties);
        };

        ConversationRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationIds != null && message.conversationIds.length)
                for (let i = 0; i < message.conversationIds.length; ++i)
                    writer.uint32(10).string(message.conversationIds[i]);
            if (message.groupName != null && $Object.hasOwnProperty.call(message, "groupName") && message.groupName !== "")
                writer.uint32(18).string(message.groupName);
            if (message.newGroupName != null && $Object.hasOwnProperty.call(message, "newGroupName") && message.newGroupName !== "")
                writer.uint32(26).string(message.newGroupName);
            if (message.markBit != null && $Object.hasOwnProperty.call(message, "markBit") && message.markBit !== 0)
                writer.uint32(32).uint32(message.markBit);
            if (message.enableMark != null && $Object.hasOwnProperty.call(message, "enableMark") && message.enableMark !== false)
                writer.uint32(40).bool(message.enableMark);
            if (message.customData != null && $Object.hasOwnProperty.call(message, "customData") && message.customData !== "")
                writer.uint32(50).string(message.customData);
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(58).string(message.userIds[i]);
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(66).string(message.groupId);
            if (message.remindType != null && $Object.hasOwnProperty.call(message, "remindType") && message.remindType !== 0)
                writer.uint32(72).uint32(message.remindType);
            if (message.groupAt != null && message.groupAt.length)
                for (let i = 0; i < message.groupAt.length; ++i)
                    $root.imconv.GroupAtRef.encode(message.groupAt[i], writer.uint32(82).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.ConversationRequest();
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
                        if (!(message.conversationIds && message.conversationIds.length))
                            message.conversationIds = [];
                        message.conversationIds.push(reader.stringVerify());
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupName = value;
                        else
                            delete message.groupName;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.newGroupName = value;
                        else
                            delete message.newGroupName;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.markBit = value;
                        else
                            delete message.markBit;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.enableMark = value;
                        else
                            delete message.enableMark;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.customData = value;
                        else
                            delete message.customData;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if (!(message.userIds && message.userIds.length))
                            message.userIds = [];
                        message.userIds.push(reader.stringVerify());
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupId = value;
                        else
                            delete message.groupId;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.remindType = value;
                        else
                            delete message.remindType;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if (!(message.groupAt && message.groupAt.length))
                            message.groupAt = [];
                        message.groupAt.push($root.imconv.GroupAtRef.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return ConversationRequest;
    })();

    imconv.ResultItem = (function() {

        const ResultItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ResultItem.prototype.id = "";
        ResultItem.prototype.code = 0;
        ResultItem.prototype.info = "";

        ResultItem.create = function(properties) {
            return new ResultItem(properties);
        };

        ResultItem.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== "")
                writer.uint32(10).string(message.id);
            if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== 0)
                writer.uint32(16).int32(message.code);
            if (message.info != null && $Object.hasOwnProperty.call(message, "info") && message.info !== "")
                writer.uint32(26).string(message.info);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ResultItem.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.ResultItem();
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
                            message.id = value;
                        else
                            delete message.id;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.code = value;
                        else
                            delete message.code;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.info = value;
                        else
                            delete message.info;
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

        return ResultItem;
    })();

    imconv.ConversationGroup = (function() {

        const ConversationGroup = function (properties) {
            this.conversationIds = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationGroup.prototype.name = "";
        ConversationGroup.prototype.conversationIds = $util.emptyArray;

        ConversationGroup.create = function(properties) {
            return new ConversationGroup(properties);
        };

        ConversationGroup.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(10).string(message.name);
            if (message.conversationIds != null && message.conversationIds.length)
                for (let i = 0; i < message.conversationIds.length; ++i)
                    writer.uint32(18).string(message.conversationIds[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationGroup.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.ConversationGroup();
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
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.conversationIds && message.conversationIds.length))
                            message.conversationIds = [];
                        message.conversationIds.push(reader.stringVerify());
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

        return ConversationGroup;
    })();

    imconv.ConversationSettings = (function() {

        const ConversationSettings = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationSettings.prototype.conversationId = "";
        ConversationSettings.prototype.marks = 0;
        ConversationSettings.prototype.customData = "";
        ConversationSettings.prototype.remindType = 0;

        ConversationSettings.create = function(properties) {
            return new ConversationSettings(properties);
        };

        ConversationSettings.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationId != null && $Object.hasOwnProperty.call(message, "conversationId") && message.conversationId !== "")
                writer.uint32(10).string(message.conversationId);
            if (message.marks != null && $Object.hasOwnProperty.call(message, "marks") && message.marks !== 0)
                writer.uint32(16).uint32(message.marks);
            if (message.customData != null && $Object.hasOwnProperty.call(message, "customData") && message.customData !== "")
                writer.uint32(26).string(message.customData);
            if (message.remindType != null && $Object.hasOwnProperty.call(message, "remindType") && message.remindType !== 0)
                writer.uint32(32).uint32(message.remindType);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationSettings.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.ConversationSettings();
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
                            message.conversationId = value;
                        else
                            delete message.conversationId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.marks = value;
                        else
                            delete message.marks;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.customData = value;
                        else
                            delete message.customData;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.remindType = value;
                        else
                            delete message.remindType;
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

        return ConversationSettings;
    })();

    imconv.ConversationResponse = (function() {

        const ConversationResponse = function (properties) {
            this.results = [];
            this.groups = [];
            this.conversations = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationResponse.prototype.results = $util.emptyArray;
        ConversationResponse.prototype.groups = $util.emptyArray;
        ConversationResponse.prototype.conversations = $util.emptyArray;

        ConversationResponse.create = function(properties) {
            return new ConversationResponse(properties);
        };

        ConversationResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.results != null && message.results.length)
                for (let i = 0; i < message.results.length; ++i)
                    $root.imconv.ResultItem.encode(message.results[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.groups != null && message.groups.length)
                for (let i = 0; i < message.groups.length; ++i)
                    $root.imconv.ConversationGroup.encode(message.groups[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.conversations != null && message.conversations.length)
                for (let i = 0; i < message.conversations.length; ++i)
                    $root.imconv.ConversationSettings.encode(message.conversations[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationResponse.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.imconv.ConversationResponse();
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
                        if (!(message.results && message.results.length))
                            message.results = [];
                        message.results.push($root.imconv.ResultItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.groups && message.groups.length))
                            message.groups = [];
                        message.groups.push($root.imconv.ConversationGroup.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.conversations && message.conversations.length))
                            message.conversations = [];
                        message.conversations.push($root.imconv.ConversationSettings.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return ConversationResponse;
    })();

    imconv.ConversationPush = (function() {

        const ConversationPush = function (properties) {
            this.groups = [];
            this.conversations = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationPush.prototype.kind = 0;
        ConversationPush.prototype.groups = $util.emptyArray;
        ConversationPush.prototype.conversations = $util.emptyArray;
        ConversationPush.prototype.groupName = "";
        ConversationPush.prototype.oldGroupName = "";
        ConversationPush.prototype.conversationId = "";

        ConversationPush.create = function(properties) {
            return new ConversationPush(properties);
        };

        ConversationPush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                writer.uint32(8).uint32(message.kind);
            if (message.groups != null && message.groups.length)
                for (let i = 0; i < message.groups.length; ++i)
                    $root.imconv.ConversationGroup.encode(message.groups[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.conversations != null && message.conversations.length)
                for (let i = 0; i < message.conversations.length; ++i)
                    $root.imconv.ConversationSettings.encode(message.conversations[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.groupName != null && $Object.hasOwnProperty.call(message, "groupName") && message.groupName !== "")
                writer.uint32(34).string(message.groupName);
            if (message.oldGroupName != null && $Object.hasOwnProperty.call(message, "oldGroupName") && message.oldGroupName !== "")
                writer.uint32(42).string(message.oldGroupName);
            if (message.conversationId != null && $Object.hasOwnProperty.call(message, "conversationId") && message.conversationId !== "")
                writer.uint32(50).string(message.conversationId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationPush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imconv.ConversationPush();
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
                        if (!(message.groups && message.groups.length))
                            message.groups = [];
                        message.groups.push($root.imconv.ConversationGroup.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.conversations && message.conversations.length))
                            message.conversations = [];
                        message.conversations.push($root.imconv.ConversationSettings.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupName = value;
                        else
                            delete message.groupName;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.oldGroupName = value;
                        else
                            delete message.oldGroupName;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.conversationId = value;
                        else
                            delete message.conversationId;
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

        return ConversationPush;
    })();

    return imconv;
})();

export {
  $root as default
};
