/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const imrel = $root.imrel = (() => {

    const imrel = {};

    imrel.ProfileItem = (function() {

        const ProfileItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ProfileItem.prototype.tag = "";
        ProfileItem.prototype.value = "";

        ProfileItem.create = function(properties) {
            return new ProfileItem(properties);
        };

        ProfileItem.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.tag != null && $Object.hasOwnProperty.call(message, "tag") && message.tag !== "")
                writer.uint32(10).string(message.tag);
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== "")
                writer.uint32(18).string(message.value);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ProfileItem.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.ProfileItem();
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
                            message.tag = value;
                        else
                            delete message.tag;
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

        return ProfileItem;
    })();

    imrel.UserProfile = (function() {

        const UserProfile = function (properties) {
            this.items = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        UserProfile.prototype.userId = "";
        UserProfile.prototype.items = $util.emptyArray;

        UserProfile.create = function(properties) {
            return new UserProfile(properties);
        };

        UserProfile.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.items != null && message.items.length)
                for (let i = 0; i < message.items.length; ++i)
                    $root.imrel.ProfileItem.encode(message.items[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        UserProfile.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.UserProfile();
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
                        if (!(message.items && message.items.length))
                            message.items = [];
                        message.items.push($root.imrel.ProfileItem.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return UserProfile;
    })();

    imrel.AddFriendItem = (function() {

        const AddFriendItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        AddFriendItem.prototype.to = "";
        AddFriendItem.prototype.source = "";
        AddFriendItem.prototype.wording = "";
        AddFriendItem.prototype.remark = "";

        AddFriendItem.create = function(properties) {
            return new AddFriendItem(properties);
        };

        AddFriendItem.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.to != null && $Object.hasOwnProperty.call(message, "to") && message.to !== "")
                writer.uint32(10).string(message.to);
            if (message.source != null && $Object.hasOwnProperty.call(message, "source") && message.source !== "")
                writer.uint32(18).string(message.source);
            if (message.wording != null && $Object.hasOwnProperty.call(message, "wording") && message.wording !== "")
                writer.uint32(26).string(message.wording);
            if (message.remark != null && $Object.hasOwnProperty.call(message, "remark") && message.remark !== "")
                writer.uint32(34).string(message.remark);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        AddFriendItem.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.AddFriendItem();
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
                            message.to = value;
                        else
                            delete message.to;
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
                            message.wording = value;
                        else
                            delete message.wording;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.remark = value;
                        else
                            delete message.remark;
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

        return AddFriendItem;
    })();

    imrel.Friend = (function() {

        const Friend = function (properties) {
            this.groupList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Friend.prototype.userId = "";
        Friend.prototype.remark = "";
        Friend.prototype.source = "";
        Friend.prototype.addTime = 0;
        Friend.prototype.profile = null;
        Friend.prototype.groupList = $util.emptyArray;

        Friend.create = function(properties) {
            return new Friend(properties);
        };

        Friend.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.remark != null && $Object.hasOwnProperty.call(message, "remark") && message.remark !== "")
                writer.uint32(18).string(message.remark);
            if (message.source != null && $Object.hasOwnProperty.call(message, "source") && message.source !== "")
                writer.uint32(26).string(message.source);
            if (message.addTime != null && $Object.hasOwnProperty.call(message, "addTime") && message.addTime !== 0)
                writer.uint32(32).uint32(message.addTime);
            if (message.profile != null && $Object.hasOwnProperty.call(message, "profile"))
                $root.imrel.UserProfile.encode(message.profile, writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.groupList != null && message.groupList.length)
                for (let i = 0; i < message.groupList.length; ++i)
                    writer.uint32(50).string(message.groupList[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Friend.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.Friend();
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
                            message.remark = value;
                        else
                            delete message.remark;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.source = value;
                        else
                            delete message.source;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.addTime = value;
                        else
                            delete message.addTime;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        message.profile = $root.imrel.UserProfile.decode(reader, reader.size(), $undefined, _depth + 1, message.profile);
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if (!(message.groupList && message.groupList.length))
                            message.groupList = [];
                        message.groupList.push(reader.stringVerify());
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

        return Friend;
    })();

    imrel.FriendGroup = (function() {

        const FriendGroup = function (properties) {
            this.userIds = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        FriendGroup.prototype.name = "";
        FriendGroup.prototype.userIds = $util.emptyArray;

        FriendGroup.create = function(properties) {
            return new FriendGroup(properties);
        };

        FriendGroup.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(10).string(message.name);
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(18).string(message.userIds[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        FriendGroup.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.FriendGroup();
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

        return FriendGroup;
    })();

    imrel.FriendApplication = (function() {

        const FriendApplication = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        FriendApplication.prototype.userId = "";
        FriendApplication.prototype.nick = "";
        FriendApplication.prototype.avatar = "";
        FriendApplication.prototype.time = 0;
        FriendApplication.prototype.source = "";
        FriendApplication.prototype.wording = "";
        FriendApplication.prototype.type = 0;

        FriendApplication.create = function(properties) {
            return new FriendApplication(properties);
        };

        FriendApplication.encode = function (message, writer, _depth) {
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
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(32).uint32(message.time);
            if (message.source != null && $Object.hasOwnProperty.call(message, "source") && message.source !== "")
                writer.uint32(42).string(message.source);
            if (message.wording != null && $Object.hasOwnProperty.call(message, "wording") && message.wording !== "")
                writer.uint32(50).string(message.wording);
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(56).uint32(message.type);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        FriendApplication.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.FriendApplication();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.time = value;
                        else
                            delete message.time;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.source = value;
                        else
                            delete message.source;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.wording = value;
                        else
                            delete message.wording;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.type = value;
                        else
                            delete message.type;
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

        return FriendApplication;
    })();

    imrel.ResultItem = (function() {

        const ResultItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ResultItem.prototype.userId = "";
        ResultItem.prototype.code = 0;
        ResultItem.prototype.info = "";
        ResultItem.prototype.relation = 0;

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
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== 0)
                writer.uint32(16).int32(message.code);
            if (message.info != null && $Object.hasOwnProperty.call(message, "info") && message.info !== "")
                writer.uint32(26).string(message.info);
            if (message.relation != null && $Object.hasOwnProperty.call(message, "relation") && message.relation !== 0)
                writer.uint32(32).uint32(message.relation);
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
            message = _target || new $root.imrel.ResultItem();
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
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.relation = value;
                        else
                            delete message.relation;
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

    imrel.BlacklistItem = (function() {

        const BlacklistItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        BlacklistItem.prototype.userId = "";
        BlacklistItem.prototype.time = 0;

        BlacklistItem.create = function(properties) {
            return new BlacklistItem(properties);
        };

        BlacklistItem.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(10).string(message.userId);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(16).uint32(message.time);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        BlacklistItem.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.BlacklistItem();
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
                            message.time = value;
                        else
                            delete message.time;
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

        return BlacklistItem;
    })();

    imrel.RelationshipRequest = (function() {

        const RelationshipRequest = function (properties) {
            this.userIds = [];
            this.addItems = [];
            this.profileItems = [];
            this.groupNames = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        RelationshipRequest.prototype.userIds = $util.emptyArray;
        RelationshipRequest.prototype.addItems = $util.emptyArray;
        RelationshipRequest.prototype.type = 0;
        RelationshipRequest.prototype.remark = "";
        RelationshipRequest.prototype.profileItems = $util.emptyArray;
        RelationshipRequest.prototype.startIndex = 0;
        RelationshipRequest.prototype.maxLimited = 0;
        RelationshipRequest.prototype.response = 0;
        RelationshipRequest.prototype.groupName = "";
        RelationshipRequest.prototype.newGroupName = "";
        RelationshipRequest.prototype.groupNames = $util.emptyArray;

        RelationshipRequest.create = function(properties) {
            return new RelationshipRequest(properties);
        };

        RelationshipRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.userIds != null && message.userIds.length)
                for (let i = 0; i < message.userIds.length; ++i)
                    writer.uint32(10).string(message.userIds[i]);
            if (message.addItems != null && message.addItems.length)
                for (let i = 0; i < message.addItems.length; ++i)
                    $root.imrel.AddFriendItem.encode(message.addItems[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(24).uint32(message.type);
            if (message.remark != null && $Object.hasOwnProperty.call(message, "remark") && message.remark !== "")
                writer.uint32(34).string(message.remark);
            if (message.profileItems != null && message.profileItems.length)
                for (let i = 0; i < message.profileItems.length; ++i)
                    $root.imrel.ProfileItem.encode(message.profileItems[i], writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.startIndex != null && $Object.hasOwnProperty.call(message, "startIndex") && message.startIndex !== 0)
                writer.uint32(48).uint32(message.startIndex);
            if (message.maxLimited != null && $Object.hasOwnProperty.call(message, "maxLimited") && message.maxLimited !== 0)
                writer.uint32(56).uint32(message.maxLimited);
            if (message.response != null && $Object.hasOwnProperty.call(message, "response") && message.response !== 0)
                writer.uint32(64).uint32(message.response);
            if (message.groupName != null && $Object.hasOwnProperty.call(message, "groupName") && message.groupName !== "")
                writer.uint32(74).string(message.groupName);
            if (message.newGroupName != null && $Object.hasOwnProperty.call(message, "newGroupName") && message.newGroupName !== "")
                writer.uint32(82).string(message.newGroupName);
            if (message.groupNames != null && message.groupNames.length)
                for (let i = 0; i < message.groupNames.length; ++i)
                    writer.uint32(90).string(message.groupNames[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        RelationshipRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.RelationshipRequest();
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
                        if (!(message.userIds && message.userIds.length))
                            message.userIds = [];
                        message.userIds.push(reader.stringVerify());
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.addItems && message.addItems.length))
                            message.addItems = [];
                        message.addItems.push($root.imrel.AddFriendItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.remark = value;
                        else
                            delete message.remark;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.profileItems && message.profileItems.length))
                            message.profileItems = [];
                        message.profileItems.push($root.imrel.ProfileItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startIndex = value;
                        else
                            delete message.startIndex;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.maxLimited = value;
                        else
                            delete message.maxLimited;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.response = value;
                        else
                            delete message.response;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupName = value;
                        else
                            delete message.groupName;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.newGroupName = value;
                        else
                            delete message.newGroupName;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if (!(message.groupNames && message.groupNames.length))
                            message.groupNames = [];
                        message.groupNames.push(reader.stringVerify());
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

        return RelationshipRequest;
    })();

    imrel.RelationshipResponse = (function() {

        const RelationshipResponse = function (properties) {
            this.friends = [];
            this.applications = [];
            this.results = [];
            this.profiles = [];
            this.blacklist = [];
            this.friendGroups = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        RelationshipResponse.prototype.friends = $util.emptyArray;
        RelationshipResponse.prototype.applications = $util.emptyArray;
        RelationshipResponse.prototype.unreadCount = 0;
        RelationshipResponse.prototype.results = $util.emptyArray;
        RelationshipResponse.prototype.profiles = $util.emptyArray;
        RelationshipResponse.prototype.blacklist = $util.emptyArray;
        RelationshipResponse.prototype.startIndex = 0;
        RelationshipResponse.prototype.complete = false;
        RelationshipResponse.prototype.friendGroups = $util.emptyArray;

        RelationshipResponse.create = function(properties) {
            return new RelationshipResponse(properties);
        };

        RelationshipResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.friends != null && message.friends.length)
                for (let i = 0; i < message.friends.length; ++i)
                    $root.imrel.Friend.encode(message.friends[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.applications != null && message.applications.length)
                for (let i = 0; i < message.applications.length; ++i)
                    $root.imrel.FriendApplication.encode(message.applications[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.unreadCount != null && $Object.hasOwnProperty.call(message, "unreadCount") && message.unreadCount !== 0)
                writer.uint32(24).uint32(message.unreadCount);
            if (message.results != null && message.results.length)
                for (let i = 0; i < message.results.length; ++i)
                    $root.imrel.ResultItem.encode(message.results[i], writer.uint32(34).fork(), _depth + 1).ldelim();
            if (message.profiles != null && message.profiles.length)
                for (let i = 0; i < message.profiles.length; ++i)
                    $root.imrel.UserProfile.encode(message.profiles[i], writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.blacklist != null && message.blacklist.length)
                for (let i = 0; i < message.blacklist.length; ++i)
                    $root.imrel.BlacklistItem.encode(message.blacklist[i], writer.uint32(50).fork(), _depth + 1).ldelim();
            if (message.startIndex != null && $Object.hasOwnProperty.call(message, "startIndex") && message.startIndex !== 0)
                writer.uint32(56).uint32(message.startIndex);
            if (message.complete != null && $Object.hasOwnProperty.call(message, "complete") && message.complete !== false)
                writer.uint32(64).bool(message.complete);
            if (message.friendGroups != null && message.friendGroups.length)
                for (let i = 0; i < message.friendGroups.length; ++i)
                    $root.imrel.FriendGroup.encode(message.friendGroups[i], writer.uint32(74).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        RelationshipResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.RelationshipResponse();
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
                        if (!(message.friends && message.friends.length))
                            message.friends = [];
                        message.friends.push($root.imrel.Friend.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.applications && message.applications.length))
                            message.applications = [];
                        message.applications.push($root.imrel.FriendApplication.decode(reader, reader.size(), $undefined, _depth + 1));
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
                        if (wireType !== 2)
                            break;
                        if (!(message.results && message.results.length))
                            message.results = [];
                        message.results.push($root.imrel.ResultItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.profiles && message.profiles.length))
                            message.profiles = [];
                        message.profiles.push($root.imrel.UserProfile.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if (!(message.blacklist && message.blacklist.length))
                            message.blacklist = [];
                        message.blacklist.push($root.imrel.BlacklistItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startIndex = value;
                        else
                            delete message.startIndex;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.complete = value;
                        else
                            delete message.complete;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if (!(message.friendGroups && message.friendGroups.length))
                            message.friendGroups = [];
                        message.friendGroups.push($root.imrel.FriendGroup.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return RelationshipResponse;
    })();

    imrel.RelationshipPush = (function() {

        const RelationshipPush = function (properties) {
            this.profiles = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        RelationshipPush.prototype.kind = 0;
        RelationshipPush.prototype.profiles = $util.emptyArray;

        RelationshipPush.create = function(properties) {
            return new RelationshipPush(properties);
        };

        RelationshipPush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                writer.uint32(8).uint32(message.kind);
            if (message.profiles != null && message.profiles.length)
                for (let i = 0; i < message.profiles.length; ++i)
                    $root.imrel.UserProfile.encode(message.profiles[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        RelationshipPush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.imrel.RelationshipPush();
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
                        if (!(message.profiles && message.profiles.length))
                            message.profiles = [];
                        message.profiles.push($root.imrel.UserProfile.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return RelationshipPush;
    })();

    return imrel;
})();

export {
  $root as default
};
