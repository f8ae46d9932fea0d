/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const imgroup = $root.imgroup = (() => {

    const imgroup = {};

    imgroup.GroupMember = (function() {

        const GroupMember = function (properties) {
            this.memberCustomField = [];
            this.markList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupMember.prototype.userId = "";
        GroupMember.prototype.nick = "";
        GroupMember.prototype.avatar = "";
        GroupMember.prototype.role = "";
        GroupMember.prototype.joinTime = 0;
        GroupMember.prototype.nameCard = "";
        GroupMember.prototype.muteUntil = 0;
        GroupMember.prototype.memberCustomField = $util.emptyArray;
        GroupMember.prototype.markList = $util.emptyArray;
        GroupMember.prototype.remindType = 0;

        GroupMember.create = function(properties) {
            return new GroupMember(properties);
        };

        GroupMember.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.nick != null && $Object.hasOwnProperty.call(message, "nick") && message.nick !== "")
                writer.uint32(18).string(message.nick);
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(26).string(message.avatar);
            if (message.role != null && $Object.hasOwnProperty.call(message, "role") && message.role !== "")
                writer.uint32(34).string(message.role);
            if (message.joinTime != null && $Object.hasOwnProperty.call(message, "joinTime") && message.joinTime !== 0)
                writer.uint32(40).uint32(message.joinTime);
            if (message.nameCard != null && $Object.hasOwnProperty.call(message, "nameCard") && message.nameCard !== "")
                writer.uint32(50).string(message.nameCard);
            if (message.muteUntil != null && $Object.hasOwnProperty.call(message, "muteUntil") && message.muteUntil !== 0)
                writer.uint32(56).uint32(message.muteUntil);
            if (message.memberCustomField != null && message.memberCustomField.length)
                for (let i = 0; i < message.memberCustomField.length; ++i)
                    $root.imgroup.GroupAttribute.encode(message.memberCustomField[i], writer.uint32(242).fork(), _depth + 1).ldelim();
            if (message.markList != null && message.markList.length)
                writer.uint32(250).uint32s(message.markList);
            if (message.remindType != null && $Object.hasOwnProperty.call(message, "remindType") && message.remindType !== 0)
                writer.uint32(256).uint32(message.remindType);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupMember.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupMember();
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
                            message.userId = value;
                        else
                            delete message.userId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nick = value;
                        else
                            delete message.nick;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.role = value;
                        else
                            delete message.role;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.joinTime = value;
                        else
                            delete message.joinTime;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nameCard = value;
                        else
                            delete message.nameCard;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.muteUntil = value;
                        else
                            delete message.muteUntil;
                        continue;
                    }
                case 30: {
                        if (wireType !== 2)
                            break;
                        if (!(message.memberCustomField && message.memberCustomField.length))
                            message.memberCustomField = [];
                        message.memberCustomField.push($root.imgroup.GroupAttribute.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 31: {
                        if (wireType === 2) {
                            if (!(message.markList && message.markList.length))
                                message.markList = [];
                            reader.uint32s(message.markList);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.markList && message.markList.length))
                            message.markList = [];
                        message.markList.push(reader.uint32());
                        continue;
                    }
                case 32: {
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

        return GroupMember;
    })();

    imgroup.GroupProfile = (function() {

        const GroupProfile = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupProfile.prototype.groupId = "";
        GroupProfile.prototype.type = "";
        GroupProfile.prototype.name = "";
        GroupProfile.prototype.introduction = "";
        GroupProfile.prototype.notification = "";
        GroupProfile.prototype.avatar = "";
        GroupProfile.prototype.ownerId = "";
        GroupProfile.prototype.createTime = 0;
        GroupProfile.prototype.memberCount = 0;
        GroupProfile.prototype.maxMemberCount = 0;
        GroupProfile.prototype.joinOption = "";
        GroupProfile.prototype.muteAllMembers = "";
        GroupProfile.prototype.nextMessageSeq = 0;
        GroupProfile.prototype.selfInfo = null;
        GroupProfile.prototype.errorCode = 0;
        GroupProfile.prototype.errorInfo = "";
        GroupProfile.prototype.isSupportTopic = false;
        GroupProfile.prototype.slowMode = 0;
        GroupProfile.prototype.inviteOption = "";

        GroupProfile.create = function(properties) {
            return new GroupProfile(properties);
        };

        GroupProfile.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(10).string(message.groupId);
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                writer.uint32(18).string(message.type);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(26).string(message.name);
            if (message.introduction != null && $Object.hasOwnProperty.call(message, "introduction") && message.introduction !== "")
                writer.uint32(34).string(message.introduction);
            if (message.notification != null && $Object.hasOwnProperty.call(message, "notification") && message.notification !== "")
                writer.uint32(42).string(message.notification);
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(50).string(message.avatar);
            if (message.ownerId != null && $Object.hasOwnProperty.call(message, "ownerId") && message.ownerId !== "")
                writer.uint32(58).string(message.ownerId);
            if (message.createTime != null && $Object.hasOwnProperty.call(message, "createTime") && message.createTime !== 0)
                writer.uint32(64).uint32(message.createTime);
            if (message.memberCount != null && $Object.hasOwnProperty.call(message, "memberCount") && message.memberCount !== 0)
                writer.uint32(72).uint32(message.memberCount);
            if (message.maxMemberCount != null && $Object.hasOwnProperty.call(message, "maxMemberCount") && message.maxMemberCount !== 0)
                writer.uint32(80).uint32(message.maxMemberCount);
            if (message.joinOption != null && $Object.hasOwnProperty.call(message, "joinOption") && message.joinOption !== "")
                writer.uint32(90).string(message.joinOption);
            if (message.muteAllMembers != null && $Object.hasOwnProperty.call(message, "muteAllMembers") && message.muteAllMembers !== "")
                writer.uint32(98).string(message.muteAllMembers);
            if (message.nextMessageSeq != null && $Object.hasOwnProperty.call(message, "nextMessageSeq") && message.nextMessageSeq !== 0)
                writer.uint32(104).uint32(message.nextMessageSeq);
            if (message.selfInfo != null && $Object.hasOwnProperty.call(message, "selfInfo"))
                $root.imgroup.GroupMember.encode(message.selfInfo, writer.uint32(114).fork(), _depth + 1).ldelim();
            if (message.errorCode != null && $Object.hasOwnProperty.call(message, "errorCode") && message.errorCode !== 0)
                writer.uint32(120).int32(message.errorCode);
            if (message.errorInfo != null && $Object.hasOwnProperty.call(message, "errorInfo") && message.errorInfo !== "")
                writer.uint32(130).string(message.errorInfo);
            if (message.isSupportTopic != null && $Object.hasOwnProperty.call(message, "isSupportTopic") && message.isSupportTopic !== false)
                writer.uint32(136).bool(message.isSupportTopic);
            if (message.slowMode != null && $Object.hasOwnProperty.call(message, "slowMode") && message.slowMode !== 0)
                writer.uint32(144).uint32(message.slowMode);
            if (message.inviteOption != null && $Object.hasOwnProperty.call(message, "inviteOption") && message.inviteOption !== "")
                writer.uint32(154).string(message.inviteOption);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupProfile.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupProfile();
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
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.introduction = value;
                        else
                            delete message.introduction;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.notification = value;
                        else
                            delete message.notification;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.ownerId = value;
                        else
                            delete message.ownerId;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.createTime = value;
                        else
                            delete message.createTime;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.memberCount = value;
                        else
                            delete message.memberCount;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.maxMemberCount = value;
                        else
                            delete message.maxMemberCount;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.joinOption = value;
                        else
                            delete message.joinOption;
                        continue;
                    }
                case 12: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.muteAllMembers = value;
                        else
                            delete message.muteAllMembers;
                        continue;
                    }
                case 13: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.nextMessageSeq = value;
                        else
                            delete message.nextMessageSeq;
                        continue;
                    }
                case 14: {
                        if (wireType !== 2)
                            break;
                        message.selfInfo = $root.imgroup.GroupMember.decode(reader, reader.size(), $undefined, _depth + 1, message.selfInfo);
                        continue;
                    }
                case 15: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.errorCode = value;
                        else
                            delete message.errorCode;
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.errorInfo = value;
                        else
                            delete message.errorInfo;
                        continue;
                    }
                case 17: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isSupportTopic = value;
                        else
                            delete message.isSupportTopic;
                        continue;
                    }
                case 18: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.slowMode = value;
                        else
                            delete message.slowMode;
                        continue;
                    }
                case 19: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.inviteOption = value;
                        else
                            delete message.inviteOption;
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

        return GroupProfile;
    })();

    imgroup.Topic = (function() {

        const Topic = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Topic.prototype.topicId = "";
        Topic.prototype.groupId = "";
        Topic.prototype.name = "";
        Topic.prototype.introduction = "";
        Topic.prototype.notification = "";
        Topic.prototype.avatar = "";
        Topic.prototype.muteAllMembers = "";
        Topic.prototype.customData = "";
        Topic.prototype.nextMessageSeq = 0;
        Topic.prototype.createTime = 0;
        Topic.prototype.unreadCount = 0;
        Topic.prototype.readSequence = 0;
        Topic.prototype.lastMessageTime = 0;
        Topic.prototype.lastMessageSequence = 0;
        Topic.prototype.lastMessageFrom = "";
        Topic.prototype.lastMessageForShow = "";
        Topic.prototype.errorCode = 0;
        Topic.prototype.errorInfo = "";
        Topic.prototype.remindType = 0;

        Topic.create = function(properties) {
            return new Topic(properties);
        };

        Topic.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.topicId != null && $Object.hasOwnProperty.call(message, "topicId") && message.topicId !== "")
                writer.uint32(10).string(message.topicId);
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(18).string(message.groupId);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(26).string(message.name);
            if (message.introduction != null && $Object.hasOwnProperty.call(message, "introduction") && message.introduction !== "")
                writer.uint32(34).string(message.introduction);
            if (message.notification != null && $Object.hasOwnProperty.call(message, "notification") && message.notification !== "")
                writer.uint32(42).string(message.notification);
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(50).string(message.avatar);
            if (message.muteAllMembers != null && $Object.hasOwnProperty.call(message, "muteAllMembers") && message.muteAllMembers !== "")
                writer.uint32(58).string(message.muteAllMembers);
            if (message.customData != null && $Object.hasOwnProperty.call(message, "customData") && message.customData !== "")
                writer.uint32(66).string(message.customData);
            if (message.nextMessageSeq != null && $Object.hasOwnProperty.call(message, "nextMessageSeq") && message.nextMessageSeq !== 0)
                writer.uint32(72).uint32(message.nextMessageSeq);
            if (message.createTime != null && $Object.hasOwnProperty.call(message, "createTime") && message.createTime !== 0)
                writer.uint32(80).uint32(message.createTime);
            if (message.unreadCount != null && $Object.hasOwnProperty.call(message, "unreadCount") && message.unreadCount !== 0)
                writer.uint32(88).uint32(message.unreadCount);
            if (message.readSequence != null && $Object.hasOwnProperty.call(message, "readSequence") && message.readSequence !== 0)
                writer.uint32(96).uint32(message.readSequence);
            if (message.lastMessageTime != null && $Object.hasOwnProperty.call(message, "lastMessageTime") && message.lastMessageTime !== 0)
                writer.uint32(104).uint32(message.lastMessageTime);
            if (message.lastMessageSequence != null && $Object.hasOwnProperty.call(message, "lastMessageSequence") && message.lastMessageSequence !== 0)
                writer.uint32(112).uint32(message.lastMessageSequence);
            if (message.lastMessageFrom != null && $Object.hasOwnProperty.call(message, "lastMessageFrom") && message.lastMessageFrom !== "")
                writer.uint32(122).string(message.lastMessageFrom);
            if (message.lastMessageForShow != null && $Object.hasOwnProperty.call(message, "lastMessageForShow") && message.lastMessageForShow !== "")
                writer.uint32(130).string(message.lastMessageForShow);
            if (message.errorCode != null && $Object.hasOwnProperty.call(message, "errorCode") && message.errorCode !== 0)
                writer.uint32(136).int32(message.errorCode);
            if (message.errorInfo != null && $Object.hasOwnProperty.call(message, "errorInfo") && message.errorInfo !== "")
                writer.uint32(146).string(message.errorInfo);
            if (message.remindType != null && $Object.hasOwnProperty.call(message, "remindType") && message.remindType !== 0)
                writer.uint32(152).uint32(message.remindType);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Topic.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.Topic();
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
                            message.topicId = value;
                        else
                            delete message.topicId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupId = value;
                        else
                            delete message.groupId;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.introduction = value;
                        else
                            delete message.introduction;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.notification = value;
                        else
                            delete message.notification;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.muteAllMembers = value;
                        else
                            delete message.muteAllMembers;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.customData = value;
                        else
                            delete message.customData;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.nextMessageSeq = value;
                        else
                            delete message.nextMessageSeq;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.createTime = value;
                        else
                            delete message.createTime;
                        continue;
                    }
                case 11: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.unreadCount = value;
                        else
                            delete message.unreadCount;
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.readSequence = value;
                        else
                            delete message.readSequence;
                        continue;
                    }
                case 13: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.lastMessageTime = value;
                        else
                            delete message.lastMessageTime;
                        continue;
                    }
                case 14: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.lastMessageSequence = value;
                        else
                            delete message.lastMessageSequence;
                        continue;
                    }
                case 15: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.lastMessageFrom = value;
                        else
                            delete message.lastMessageFrom;
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.lastMessageForShow = value;
                        else
                            delete message.lastMessageForShow;
                        continue;
                    }
                case 17: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.errorCode = value;
                        else
                            delete message.errorCode;
                        continue;
                    }
                case 18: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.errorInfo = value;
                        else
                            delete message.errorInfo;
                        continue;
                    }
                case 19: {
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

        return Topic;
    })();

    imgroup.GroupApplication = (function() {

        const GroupApplication = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupApplication.prototype.applicant = "";
        GroupApplication.prototype.applicantNick = "";
        GroupApplication.prototype.groupId = "";
        GroupApplication.prototype.groupName = "";
        GroupApplication.prototype.applyMessage = "";
        GroupApplication.prototype.time = 0;
        GroupApplication.prototype.applicationType = 0;
        GroupApplication.prototype.invitee = "";

        GroupApplication.create = function(properties) {
            return new GroupApplication(properties);
        };

        GroupApplication.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.applicant != null && $Object.hasOwnProperty.call(message, "applicant") && message.applicant !== "")
                writer.uint32(10).string(message.applicant);
            if (message.applicantNick != null && $Object.hasOwnProperty.call(message, "applicantNick") && message.applicantNick !== "")
                writer.uint32(18).string(message.applicantNick);
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(26).string(message.groupId);
            if (message.groupName != null && $Object.hasOwnProperty.call(message, "groupName") && message.groupName !== "")
                writer.uint32(34).string(message.groupName);
            if (message.applyMessage != null && $Object.hasOwnProperty.call(message, "applyMessage") && message.applyMessage !== "")
                writer.uint32(42).string(message.applyMessage);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(48).uint32(message.time);
            if (message.applicationType != null && $Object.hasOwnProperty.call(message, "applicationType") && message.applicationType !== 0)
                writer.uint32(56).uint32(message.applicationType);
            if (message.invitee != null && $Object.hasOwnProperty.call(message, "invitee") && message.invitee !== "")
                writer.uint32(66).string(message.invitee);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupApplication.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupApplication();
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
                            message.applicant = value;
                        else
                            delete message.applicant;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.applicantNick = value;
                        else
                            delete message.applicantNick;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupId = value;
                        else
                            delete message.groupId;
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
                            message.applyMessage = value;
                        else
                            delete message.applyMessage;
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
                            message.applicationType = value;
                        else
                            delete message.applicationType;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.invitee = value;
                        else
                            delete message.invitee;
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

        return GroupApplication;
    })();

    imgroup.MemberResult = (function() {

        const MemberResult = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MemberResult.prototype.userId = "";
        MemberResult.prototype.result = 0;

        MemberResult.create = function(properties) {
            return new MemberResult(properties);
        };

        MemberResult.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.result != null && $Object.hasOwnProperty.call(message, "result") && message.result !== 0)
                writer.uint32(16).uint32(message.result);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MemberResult.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.MemberResult();
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
                            message.userId = value;
                        else
                            delete message.userId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.result = value;
                        else
                            delete message.result;
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

        return MemberResult;
    })();

    imgroup.GroupAttribute = (function() {

        const GroupAttribute = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupAttribute.prototype.key = "";
        GroupAttribute.prototype.value = "";

        GroupAttribute.create = function(properties) {
            return new GroupAttribute(properties);
        };

        GroupAttribute.encode = function (message, writer, _depth) {
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
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupAttribute.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupAttribute();
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

        return GroupAttribute;
    })();

    imgroup.GroupCounter = (function() {

        const GroupCounter = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupCounter.prototype.key = "";
        GroupCounter.prototype.value = 0;

        GroupCounter.create = function(properties) {
            return new GroupCounter(properties);
        };

        GroupCounter.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.key != null && $Object.hasOwnProperty.call(message, "key") && message.key !== "")
                writer.uint32(10).string(message.key);
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && !$Object.is(message.value, 0))
                writer.uint32(17).double(message.value);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupCounter.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupCounter();
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
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.value = value;
                        else
                            delete message.value;
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

        return GroupCounter;
    })();

    imgroup.GroupRequest = (function() {

        const GroupRequest = function (properties) {
            this.groupIds = [];
            this.fields = [];
            this.userIds = [];
            this.topicIds = [];
            this.attributes = [];
            this.keys = [];
            this.counters = [];
            this.memberCustomField = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupRequest.prototype.groupId = "";
        GroupRequest.prototype.groupIds = $util.emptyArray;
        GroupRequest.prototype.profile = null;
        GroupRequest.prototype.fields = $util.emptyArray;
        GroupRequest.prototype.userIds = $util.emptyArray;
        GroupRequest.prototype.offset = 0;
        GroupRequest.prototype.count = 0;
        GroupRequest.prototype.userId = "";
        GroupRequest.prototype.role = "";
        GroupRequest.prototype.muteSeconds = 0;
        GroupRequest.prototype.nameCard = "";
        GroupRequest.prototype.handleAction = 0;
        GroupRequest.prototype.handleMessage = "";
        GroupRequest.prototype.reason = "";
        GroupRequest.prototype.topic = null;
        GroupRequest.prototype.topicIds = $util.emptyArray;
        GroupRequest.prototype.attributes = $util.emptyArray;
        GroupRequest.prototype.keys = $util.emptyArray;
        GroupRequest.prototype.counters = $util.emptyArray;
        GroupRequest.prototype.counterMode = "";
        GroupRequest.prototype.memberCustomField = $util.emptyArray;
        GroupRequest.prototype.markType = 0;
        GroupRequest.prototype.enableMark = false;
        GroupRequest.prototype.invitee = "";

        GroupRequest.create = function(properties) {
            return new GroupRequest(properties);
        };

        GroupRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(10).string(message.groupId);
            if (message.groupIds != null && message.groupIds.length)
                for (let i = 0; i < message.groupIds.length; ++i)
                    writer.uint32(18).string(message.groupIds[i]);
            if (message.profile != null && $Object.hasOwnProperty.call(message, "profile"))
                $root.imgroup.GroupProfile.encode(message.profile, writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.fields != null && message.fields.length)
                for (let i = 0; i < message.fields.length; ++i)
                    writer.uint32(34).string(message.fields[i]);
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(42).string(message.userIds[i]);
            if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                writer.uint32(48).uint32(message.offset);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(56).uint32(message.count);
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(66).string(message.userId);
            if (message.role != null && $Object.hasOwnProperty.call(message, "role") && message.role !== "")
                writer.uint32(74).string(message.role);
            if (message.muteSeconds != null && $Object.hasOwnProperty.call(message, "muteSeconds") && message.muteSeconds !== 0)
                writer.uint32(80).uint32(message.muteSeconds);
            if (message.nameCard != null && $Object.hasOwnProperty.call(message, "nameCard") && message.nameCard !== "")
                writer.uint32(90).string(message.nameCard);
            if (message.handleAction != null && $Object.hasOwnProperty.call(message, "handleAction") && message.handleAction !== 0)
                writer.uint32(96).uint32(message.handleAction);
            if (message.handleMessage != null && $Object.hasOwnProperty.call(message, "handleMessage") && message.handleMessage !== "")
                writer.uint32(106).string(message.handleMessage);
            if (message.reason != null && $Object.hasOwnProperty.call(message, "reason") && message.reason !== "")
                writer.uint32(114).string(message.reason);
            if (message.topic != null && $Object.hasOwnProperty.call(message, "topic"))
                $root.imgroup.Topic.encode(message.topic, writer.uint32(122).fork(), _depth + 1).ldelim();
            if (message.topicIds != null && message.topicIds.length)
                for (let i = 0; i < message.topicIds.length; ++i)
                    writer.uint32(130).string(message.topicIds[i]);
            if (message.attributes != null && message.attributes.length)
                for (let i = 0; i < message.attributes.length; ++i)
                    $root.imgroup.GroupAttribute.encode(message.attributes[i], writer.uint32(138).fork(), _depth + 1).ldelim();
            if (message.keys != null && message.keys.length)
                for (let i = 0; i < message.keys.length; ++i)
                    writer.uint32(146).string(message.keys[i]);
            if (message.counters != null && message.counters.length)
                for (let i = 0; i < message.counters.length; ++i)
                    $root.imgroup.GroupCounter.encode(message.counters[i], writer.uint32(154).fork(), _depth + 1).ldelim();
            if (message.counterMode != null && $Object.hasOwnProperty.call(message, "counterMode") && message.counterMode !== "")
                writer.uint32(162).string(message.counterMode);
            if (message.memberCustomField != null && message.memberCustomField.length)
                for (let i = 0; i < message.memberCustomField.length; ++i)
                    $root.imgroup.GroupAttribute.encode(message.memberCustomField[i], writer.uint32(242).fork(), _depth + 1).ldelim();
            if (message.markType != null && $Object.hasOwnProperty.call(message, "markType") && message.markType !== 0)
                writer.uint32(248).uint32(message.markType);
            if (message.enableMark != null && $Object.hasOwnProperty.call(message, "enableMark") && message.enableMark !== false)
                writer.uint32(256).bool(message.enableMark);
            if (message.invitee != null && $Object.hasOwnProperty.call(message, "invitee") && message.invitee !== "")
                writer.uint32(266).string(message.invitee);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupRequest();
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
                        if (wireType !== 2)
                            break;
                        if (!(message.groupIds && message.groupIds.length))
                            message.groupIds = [];
                        message.groupIds.push(reader.stringVerify());
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        message.profile = $root.imgroup.GroupProfile.decode(reader, reader.size(), $undefined, _depth + 1, message.profile);
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if (!(message.fields && message.fields.length))
                            message.fields = [];
                        message.fields.push(reader.stringVerify());
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.userIds && message.userIds.length))
                            message.userIds = [];
                        message.userIds.push(reader.stringVerify());
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.offset = value;
                        else
                            delete message.offset;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.userId = value;
                        else
                            delete message.userId;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.role = value;
                        else
                            delete message.role;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.muteSeconds = value;
                        else
                            delete message.muteSeconds;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nameCard = value;
                        else
                            delete message.nameCard;
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.handleAction = value;
                        else
                            delete message.handleAction;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.handleMessage = value;
                        else
                            delete message.handleMessage;
                        continue;
                    }
                case 14: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.reason = value;
                        else
                            delete message.reason;
                        continue;
                    }
                case 15: {
                        if (wireType !== 2)
                            break;
                        message.topic = $root.imgroup.Topic.decode(reader, reader.size(), $undefined, _depth + 1, message.topic);
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if (!(message.topicIds && message.topicIds.length))
                            message.topicIds = [];
                        message.topicIds.push(reader.stringVerify());
                        continue;
                    }
                case 17: {
                        if (wireType !== 2)
                            break;
                        if (!(message.attributes && message.attributes.length))
                            message.attributes = [];
                        message.attributes.push($root.imgroup.GroupAttribute.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 18: {
                        if (wireType !== 2)
                            break;
                        if (!(message.keys && message.keys.length))
                            message.keys = [];
                        message.keys.push(reader.stringVerify());
                        continue;
                    }
                case 19: {
                        if (wireType !== 2)
                            break;
                        if (!(message.counters && message.counters.length))
                            message.counters = [];
                        message.counters.push($root.imgroup.GroupCounter.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 20: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.counterMode = value;
                        else
                            delete message.counterMode;
                        continue;
                    }
                case 30: {
                        if (wireType !== 2)
                            break;
                        if (!(message.memberCustomField && message.memberCustomField.length))
                            message.memberCustomField = [];
                        message.memberCustomField.push($root.imgroup.GroupAttribute.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 31: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.markType = value;
                        else
                            delete message.markType;
                        continue;
                    }
                case 32: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.enableMark = value;
                        else
                            delete message.enableMark;
                        continue;
                    }
                case 33: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.invitee = value;
                        else
                            delete message.invitee;
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

        return GroupRequest;
    })();

    imgroup.GroupResponse = (function() {

        const GroupResponse = function (properties) {
            this.groups = [];
            this.members = [];
            this.applications = [];
            this.results = [];
            this.topics = [];
            this.attributes = [];
            this.counters = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupResponse.prototype.groups = $util.emptyArray;
        GroupResponse.prototype.totalCount = 0;
        GroupResponse.prototype.nextOffset = 0;
        GroupResponse.prototype.complete = false;
        GroupResponse.prototype.members = $util.emptyArray;
        GroupResponse.prototype.applications = $util.emptyArray;
        GroupResponse.prototype.results = $util.emptyArray;
        GroupResponse.prototype.groupId = "";
        GroupResponse.prototype.topics = $util.emptyArray;
        GroupResponse.prototype.topicId = "";
        GroupResponse.prototype.attributes = $util.emptyArray;
        GroupResponse.prototype.mainSequence = 0;
        GroupResponse.prototype.counters = $util.emptyArray;
        GroupResponse.prototype.counterSequence = 0;

        GroupResponse.create = function(properties) {
            return new GroupResponse(properties);
        };

        GroupResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.groups != null && message.groups.length)
                for (let i = 0; i < message.groups.length; ++i)
                    $root.imgroup.GroupProfile.encode(message.groups[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.totalCount != null && $Object.hasOwnProperty.call(message, "totalCount") && message.totalCount !== 0)
                writer.uint32(16).uint32(message.totalCount);
            if (message.nextOffset != null && $Object.hasOwnProperty.call(message, "nextOffset") && message.nextOffset !== 0)
                writer.uint32(24).uint32(message.nextOffset);
            if (message.complete != null && $Object.hasOwnProperty.call(message, "complete") && message.complete !== false)
                writer.uint32(32).bool(message.complete);
            if (message.members != null && message.members.length)
                for (let i = 0; i < message.members.length; ++i)
                    $root.imgroup.GroupMember.encode(message.members[i], writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.applications != null && message.applications.length)
                for (let i = 0; i < message.applications.length; ++i)
                    $root.imgroup.GroupApplication.encode(message.applications[i], writer.uint32(50).fork(), _depth + 1).ldelim();
            if (message.results != null && message.results.length)
                for (let i = 0; i < message.results.length; ++i)
                    $root.imgroup.MemberResult.encode(message.results[i], writer.uint32(58).fork(), _depth + 1).ldelim();
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(66).string(message.groupId);
            if (message.topics != null && message.topics.length)
                for (let i = 0; i < message.topics.length; ++i)
                    $root.imgroup.Topic.encode(message.topics[i], writer.uint32(74).fork(), _depth + 1).ldelim();
            if (message.topicId != null && $Object.hasOwnProperty.call(message, "topicId") && message.topicId !== "")
                writer.uint32(82).string(message.topicId);
            if (message.attributes != null && message.attributes.length)
                for (let i = 0; i < message.attributes.length; ++i)
                    $root.imgroup.GroupAttribute.encode(message.attributes[i], writer.uint32(90).fork(), _depth + 1).ldelim();
            if (message.mainSequence != null && $Object.hasOwnProperty.call(message, "mainSequence") && message.mainSequence !== 0)
                writer.uint32(96).uint32(message.mainSequence);
            if (message.counters != null && message.counters.length)
                for (let i = 0; i < message.counters.length; ++i)
                    $root.imgroup.GroupCounter.encode(message.counters[i], writer.uint32(106).fork(), _depth + 1).ldelim();
            if (message.counterSequence != null && $Object.hasOwnProperty.call(message, "counterSequence") && message.counterSequence !== 0)
                writer.uint32(112).uint32(message.counterSequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupResponse();
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
                        if (!(message.groups && message.groups.length))
                            message.groups = [];
                        message.groups.push($root.imgroup.GroupProfile.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.totalCount = value;
                        else
                            delete message.totalCount;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.nextOffset = value;
                        else
                            delete message.nextOffset;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.complete = value;
                        else
                            delete message.complete;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.members && message.members.length))
                            message.members = [];
                        message.members.push($root.imgroup.GroupMember.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if (!(message.applications && message.applications.length))
                            message.applications = [];
                        message.applications.push($root.imgroup.GroupApplication.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if (!(message.results && message.results.length))
                            message.results = [];
                        message.results.push($root.imgroup.MemberResult.decode(reader, reader.size(), $undefined, _depth + 1));
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
                        if (wireType !== 2)
                            break;
                        if (!(message.topics && message.topics.length))
                            message.topics = [];
                        message.topics.push($root.imgroup.Topic.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.topicId = value;
                        else
                            delete message.topicId;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if (!(message.attributes && message.attributes.length))
                            message.attributes = [];
                        message.attributes.push($root.imgroup.GroupAttribute.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.mainSequence = value;
                        else
                            delete message.mainSequence;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        if (!(message.counters && message.counters.length))
                            message.counters = [];
                        message.counters.push($root.imgroup.GroupCounter.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 14: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.counterSequence = value;
                        else
                            delete message.counterSequence;
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

        return GroupResponse;
    })();

    imgroup.GroupNotice = (function() {

        const GroupNotice = function (properties) {
            this.topicIds = [];
            this.attributes = [];
            this.counters = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupNotice.prototype.type = 0;
        GroupNotice.prototype.group = null;
        GroupNotice.prototype.operatorId = "";
        GroupNotice.prototype.message = "";
        GroupNotice.prototype.applicant = "";
        GroupNotice.prototype.time = 0;
        GroupNotice.prototype.topic = null;
        GroupNotice.prototype.topicIds = $util.emptyArray;
        GroupNotice.prototype.attributes = $util.emptyArray;
        GroupNotice.prototype.mainSequence = 0;
        GroupNotice.prototype.counters = $util.emptyArray;
        GroupNotice.prototype.counterSequence = 0;
        GroupNotice.prototype.counterNoticeType = 0;
        GroupNotice.prototype.remindType = 0;

        GroupNotice.create = function(properties) {
            return new GroupNotice(properties);
        };

        GroupNotice.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).uint32(message.type);
            if (message.group != null && $Object.hasOwnProperty.call(message, "group"))
                $root.imgroup.GroupProfile.encode(message.group, writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.operatorId != null && $Object.hasOwnProperty.call(message, "operatorId") && message.operatorId !== "")
                writer.uint32(26).string(message.operatorId);
            if (message.message != null && $Object.hasOwnProperty.call(message, "message") && message.message !== "")
                writer.uint32(34).string(message.message);
            if (message.applicant != null && $Object.hasOwnProperty.call(message, "applicant") && message.applicant !== "")
                writer.uint32(42).string(message.applicant);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(48).uint32(message.time);
            if (message.topic != null && $Object.hasOwnProperty.call(message, "topic"))
                $root.imgroup.Topic.encode(message.topic, writer.uint32(58).fork(), _depth + 1).ldelim();
            if (message.topicIds != null && message.topicIds.length)
                for (let i = 0; i < message.topicIds.length; ++i)
                    writer.uint32(66).string(message.topicIds[i]);
            if (message.attributes != null && message.attributes.length)
                for (let i = 0; i < message.attributes.length; ++i)
                    $root.imgroup.GroupAttribute.encode(message.attributes[i], writer.uint32(74).fork(), _depth + 1).ldelim();
            if (message.mainSequence != null && $Object.hasOwnProperty.call(message, "mainSequence") && message.mainSequence !== 0)
                writer.uint32(80).uint32(message.mainSequence);
            if (message.counters != null && message.counters.length)
                for (let i = 0; i < message.counters.length; ++i)
                    $root.imgroup.GroupCounter.encode(message.counters[i], writer.uint32(90).fork(), _depth + 1).ldelim();
            if (message.counterSequence != null && $Object.hasOwnProperty.call(message, "counterSequence") && message.counterSequence !== 0)
                writer.uint32(96).uint32(message.counterSequence);
            if (message.counterNoticeType != null && $Object.hasOwnProperty.call(message, "counterNoticeType") && message.counterNoticeType !== 0)
                writer.uint32(104).uint32(message.counterNoticeType);
            if (message.remindType != null && $Object.hasOwnProperty.call(message, "remindType") && message.remindType !== 0)
                writer.uint32(112).uint32(message.remindType);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupNotice.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupNotice();
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
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        message.group = $root.imgroup.GroupProfile.decode(reader, reader.size(), $undefined, _depth + 1, message.group);
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.operatorId = value;
                        else
                            delete message.operatorId;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.message = value;
                        else
                            delete message.message;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.applicant = value;
                        else
                            delete message.applicant;
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
                        if (wireType !== 2)
                            break;
                        message.topic = $root.imgroup.Topic.decode(reader, reader.size(), $undefined, _depth + 1, message.topic);
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if (!(message.topicIds && message.topicIds.length))
                            message.topicIds = [];
                        message.topicIds.push(reader.stringVerify());
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if (!(message.attributes && message.attributes.length))
                            message.attributes = [];
                        message.attributes.push($root.imgroup.GroupAttribute.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.mainSequence = value;
                        else
                            delete message.mainSequence;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if (!(message.counters && message.counters.length))
                            message.counters = [];
                        message.counters.push($root.imgroup.GroupCounter.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.counterSequence = value;
                        else
                            delete message.counterSequence;
                        continue;
                    }
                case 13: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.counterNoticeType = value;
                        else
                            delete message.counterNoticeType;
                        continue;
                    }
                case 14: {
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

        return GroupNotice;
    })();

    imgroup.GroupTip = (function() {

        const GroupTip = function (properties) {
            this.userIds = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupTip.prototype.operationType = 0;
        GroupTip.prototype.operatorId = "";
        GroupTip.prototype.userIds = $util.emptyArray;

        GroupTip.create = function(properties) {
            return new GroupTip(properties);
        };

        GroupTip.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.operationType != null && $Object.hasOwnProperty.call(message, "operationType") && message.operationType !== 0)
                writer.uint32(8).uint32(message.operationType);
            if (message.operatorId != null && $Object.hasOwnProperty.call(message, "operatorId") && message.operatorId !== "")
                writer.uint32(18).string(message.operatorId);
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(26).string(message.userIds[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupTip.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imgroup.GroupTip();
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
                            message.operationType = value;
                        else
                            delete message.operationType;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.operatorId = value;
                        else
                            delete message.operatorId;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.userIds && message.userIds.length))
                            message.userIds = [];
                        message.userIds.push(reader.stringVerify());
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

        return GroupTip;
    })();

    return imgroup;
})();

export {
  $root as default
};
