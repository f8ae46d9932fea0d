/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const im = $root.im = (() => {

    const im = {};

    im.Header = (function() {

        const Header = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Header.prototype.version = 0;
        Header.prototype.platform = 0;
        Header.prototype.sdkAppId = 0;
        Header.prototype.userId = "";
        Header.prototype.userSig = "";
        Header.prototype.instanceId = "";
        Header.prototype.sequence = 0;
        Header.prototype.requestTime = 0;
        Header.prototype.command = "";

        Header.create = function(properties) {
            return new Header(properties);
        };

        Header.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(8).uint32(message.version);
            if (message.platform != null && $Object.hasOwnProperty.call(message, "platform") && message.platform !== 0)
                writer.uint32(16).uint32(message.platform);
            if (message.sdkAppId != null && $Object.hasOwnProperty.call(message, "sdkAppId") && message.sdkAppId !== 0)
                writer.uint32(24).uint32(message.sdkAppId);
            if (message.userId != null && $Object.hasOwnProperty.call(message, "userId") && message.userId !== "")
                writer.uint32(34).string(message.userId);
            if (message.userSig != null && $Object.hasOwnProperty.call(message, "userSig") && message.userSig !== "")
                writer.uint32(42).string(message.userSig);
            if (message.instanceId != null && $Object.hasOwnProperty.call(message, "instanceId") && message.instanceId !== "")
                writer.uint32(50).string(message.instanceId);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(56).uint32(message.sequence);
            if (message.requestTime != null && $Object.hasOwnProperty.call(message, "requestTime") && !$Object.is(message.requestTime, 0))
                writer.uint32(65).double(message.requestTime);
            if (message.command != null && $Object.hasOwnProperty.call(message, "command") && message.command !== "")
                writer.uint32(74).string(message.command);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Header.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.Header();
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
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.platform = value;
                        else
                            delete message.platform;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.sdkAppId = value;
                        else
                            delete message.sdkAppId;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.userId = value;
                        else
                            delete message.userId;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.userSig = value;
                        else
                            delete message.userSig;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.instanceId = value;
                        else
                            delete message.instanceId;
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
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.requestTime = value;
                        else
                            delete message.requestTime;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.command = value;
                        else
                            delete message.command;
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

        return Header;
    })();

    im.Frame = (function() {

        const Frame = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Frame.prototype.header = null;
        Frame.prototype.errorCode = 0;
        Frame.prototype.errorInfo = "";
        Frame.prototype.loginRequest = null;
        Frame.prototype.loginResponse = null;
        Frame.prototype.logoutRequest = null;
        Frame.prototype.helloResponse = null;
        Frame.prototype.kickOutPush = null;
        Frame.prototype.sendMessageRequest = null;
        Frame.prototype.sendMessageResponse = null;
        Frame.prototype.messagePush = null;
        Frame.prototype.syncRequest = null;
        Frame.prototype.syncResponse = null;
        Frame.prototype.roamingRequest = null;
        Frame.prototype.roamingResponse = null;
        Frame.prototype.setReadRequest = null;
        Frame.prototype.readPush = null;
        Frame.prototype.messageRef = null;
        Frame.prototype.modifyRequest = null;
        Frame.prototype.modifiedMessage = null;
        Frame.prototype.deleteMessagesRequest = null;
        Frame.prototype.changePush = null;
        Frame.prototype.conversationListRequest = null;
        Frame.prototype.conversationListResponse = null;
        Frame.prototype.deleteConversationRequest = null;
        Frame.prototype.deleteConversationResponse = null;
        Frame.prototype.pinConversationRequest = null;
        Frame.prototype.setAllReadRequest = null;
        Frame.prototype.groupRequest = null;
        Frame.prototype.joinGroupResponse = null;
        Frame.prototype.onlineCountResponse = null;
        Frame.prototype.groupPullRequest = null;
        Frame.prototype.groupPullResponse = null;
        Frame.prototype.relationship = null;
        Frame.prototype.group = null;
        Frame.prototype.upload = null;
        Frame.prototype.messageExtra = null;
        Frame.prototype.service = null;
        Frame.prototype.moreMessages = null;
        Frame.prototype.conversation = null;

        let $oneOfFields;

        $Object.defineProperty(Frame.prototype, "body", {
            get: $util.oneOfGetter($oneOfFields = ["loginRequest", "loginResponse", "logoutRequest", "helloResponse", "kickOutPush", "sendMessageRequest", "sendMessageResponse", "messagePush", "syncRequest", "syncResponse", "roamingRequest", "roamingResponse", "setReadRequest", "readPush", "messageRef", "modifyRequest", "modifiedMessage", "deleteMessagesRequest", "changePush", "conversationListRequest", "conversationListResponse", "deleteConversationRequest", "deleteConversationResponse", "pinConversationRequest", "setAllReadRequest", "groupRequest", "joinGroupResponse", "onlineCountResponse", "groupPullRequest", "groupPullResponse", "relationship", "group", "upload", "messageExtra", "service", "moreMessages", "conversation"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        Frame.create = function(properties) {
            return new Frame(properties);
        };

        Frame.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.header != null && $Object.hasOwnProperty.call(message, "header"))
                $root.im.Header.encode(message.header, writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.errorCode != null && $Object.hasOwnProperty.call(message, "errorCode") && message.errorCode !== 0)
                writer.uint32(16).int32(message.errorCode);
            if (message.errorInfo != null && $Object.hasOwnProperty.call(message, "errorInfo") && message.errorInfo !== "")
                writer.uint32(26).string(message.errorInfo);
            if (message.loginRequest != null && $Object.hasOwnProperty.call(message, "loginRequest"))
                $root.im.LoginRequest.encode(message.loginRequest, writer.uint32(82).fork(), _depth + 1).ldelim();
            if (message.loginResponse != null && $Object.hasOwnProperty.call(message, "loginResponse"))
                $root.im.LoginResponse.encode(message.loginResponse, writer.uint32(90).fork(), _depth + 1).ldelim();
            if (message.logoutRequest != null && $Object.hasOwnProperty.call(message, "logoutRequest"))
                $root.im.LogoutRequest.encode(message.logoutRequest, writer.uint32(98).fork(), _depth + 1).ldelim();
            if (message.helloResponse != null && $Object.hasOwnProperty.call(message, "helloResponse"))
                $root.im.HelloResponse.encode(message.helloResponse, writer.uint32(106).fork(), _depth + 1).ldelim();
            if (message.kickOutPush != null && $Object.hasOwnProperty.call(message, "kickOutPush"))
                $root.im.KickOutPush.encode(message.kickOutPush, writer.uint32(114).fork(), _depth + 1).ldelim();
            if (message.sendMessageRequest != null && $Object.hasOwnProperty.call(message, "sendMessageRequest"))
                $root.im.SendMessageRequest.encode(message.sendMessageRequest, writer.uint32(162).fork(), _depth + 1).ldelim();
            if (message.sendMessageResponse != null && $Object.hasOwnProperty.call(message, "sendMessageResponse"))
                $root.im.SendMessageResponse.encode(message.sendMessageResponse, writer.uint32(170).fork(), _depth + 1).ldelim();
            if (message.messagePush != null && $Object.hasOwnProperty.call(message, "messagePush"))
                $root.im.MessagePush.encode(message.messagePush, writer.uint32(178).fork(), _depth + 1).ldelim();
            if (message.syncRequest != null && $Object.hasOwnProperty.call(message, "syncRequest"))
                $root.im.SyncRequest.encode(message.syncRequest, writer.uint32(186).fork(), _depth + 1).ldelim();
            if (message.syncResponse != null && $Object.hasOwnProperty.call(message, "syncResponse"))
                $root.im.SyncResponse.encode(message.syncResponse, writer.uint32(194).fork(), _depth + 1).ldelim();
            if (message.roamingRequest != null && $Object.hasOwnProperty.call(message, "roamingRequest"))
                $root.im.RoamingRequest.encode(message.roamingRequest, writer.uint32(202).fork(), _depth + 1).ldelim();
            if (message.roamingResponse != null && $Object.hasOwnProperty.call(message, "roamingResponse"))
                $root.im.RoamingResponse.encode(message.roamingResponse, writer.uint32(210).fork(), _depth + 1).ldelim();
            if (message.setReadRequest != null && $Object.hasOwnProperty.call(message, "setReadRequest"))
                $root.im.SetReadRequest.encode(message.setReadRequest, writer.uint32(218).fork(), _depth + 1).ldelim();
            if (message.readPush != null && $Object.hasOwnProperty.call(message, "readPush"))
                $root.im.ReadPush.encode(message.readPush, writer.uint32(226).fork(), _depth + 1).ldelim();
            if (message.messageRef != null && $Object.hasOwnProperty.call(message, "messageRef"))
                $root.im.MessageRef.encode(message.messageRef, writer.uint32(234).fork(), _depth + 1).ldelim();
            if (message.modifyRequest != null && $Object.hasOwnProperty.call(message, "modifyRequest"))
                $root.im.ModifyRequest.encode(message.modifyRequest, writer.uint32(242).fork(), _depth + 1).ldelim();
            if (message.modifiedMessage != null && $Object.hasOwnProperty.call(message, "modifiedMessage"))
                $root.im.Message.encode(message.modifiedMessage, writer.uint32(250).fork(), _depth + 1).ldelim();
            if (message.deleteMessagesRequest != null && $Object.hasOwnProperty.call(message, "deleteMessagesRequest"))
                $root.im.DeleteMessagesRequest.encode(message.deleteMessagesRequest, writer.uint32(258).fork(), _depth + 1).ldelim();
            if (message.changePush != null && $Object.hasOwnProperty.call(message, "changePush"))
                $root.im.ChangePush.encode(message.changePush, writer.uint32(266).fork(), _depth + 1).ldelim();
            if (message.conversationListRequest != null && $Object.hasOwnProperty.call(message, "conversationListRequest"))
                $root.im.ConversationListRequest.encode(message.conversationListRequest, writer.uint32(322).fork(), _depth + 1).ldelim();
            if (message.conversationListResponse != null && $Object.hasOwnProperty.call(message, "conversationListResponse"))
                $root.im.ConversationListResponse.encode(message.conversationListResponse, writer.uint32(330).fork(), _depth + 1).ldelim();
            if (message.deleteConversationRequest != null && $Object.hasOwnProperty.call(message, "deleteConversationRequest"))
                $root.im.DeleteConversationRequest.encode(message.deleteConversationRequest, writer.uint32(338).fork(), _depth + 1).ldelim();
            if (message.deleteConversationResponse != null && $Object.hasOwnProperty.call(message, "deleteConversationResponse"))
                $root.im.DeleteConversationResponse.encode(message.deleteConversationResponse, writer.uint32(346).fork(), _depth + 1).ldelim();
            if (message.pinConversationRequest != null && $Object.hasOwnProperty.call(message, "pinConversationRequest"))
                $root.im.PinConversationRequest.encode(message.pinConversationRequest, writer.uint32(354).fork(), _depth + 1).ldelim();
            if (message.setAllReadRequest != null && $Object.hasOwnProperty.call(message, "setAllReadRequest"))
                $root.im.SetAllReadRequest.encode(message.setAllReadRequest, writer.uint32(362).fork(), _depth + 1).ldelim();
            if (message.groupRequest != null && $Object.hasOwnProperty.call(message, "groupRequest"))
                $root.im.GroupRequest.encode(message.groupRequest, writer.uint32(402).fork(), _depth + 1).ldelim();
            if (message.joinGroupResponse != null && $Object.hasOwnProperty.call(message, "joinGroupResponse"))
                $root.im.JoinGroupResponse.encode(message.joinGroupResponse, writer.uint32(410).fork(), _depth + 1).ldelim();
            if (message.onlineCountResponse != null && $Object.hasOwnProperty.call(message, "onlineCountResponse"))
                $root.im.OnlineCountResponse.encode(message.onlineCountResponse, writer.uint32(418).fork(), _depth + 1).ldelim();
            if (message.groupPullRequest != null && $Object.hasOwnProperty.call(message, "groupPullRequest"))
                $root.im.GroupPullRequest.encode(message.groupPullRequest, writer.uint32(426).fork(), _depth + 1).ldelim();
            if (message.groupPullResponse != null && $Object.hasOwnProperty.call(message, "groupPullResponse"))
                $root.im.GroupPullResponse.encode(message.groupPullResponse, writer.uint32(434).fork(), _depth + 1).ldelim();
            if (message.relationship != null && $Object.hasOwnProperty.call(message, "relationship"))
                writer.uint32(482).bytes(message.relationship);
            if (message.group != null && $Object.hasOwnProperty.call(message, "group"))
                writer.uint32(490).bytes(message.group);
            if (message.upload != null && $Object.hasOwnProperty.call(message, "upload"))
                writer.uint32(514).bytes(message.upload);
            if (message.messageExtra != null && $Object.hasOwnProperty.call(message, "messageExtra"))
                writer.uint32(562).bytes(message.messageExtra);
            if (message.service != null && $Object.hasOwnProperty.call(message, "service"))
                writer.uint32(570).bytes(message.service);
            if (message.moreMessages != null && $Object.hasOwnProperty.call(message, "moreMessages"))
                writer.uint32(578).bytes(message.moreMessages);
            if (message.conversation != null && $Object.hasOwnProperty.call(message, "conversation"))
                writer.uint32(586).bytes(message.conversation);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Frame.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.Frame();
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
                        message.header = $root.im.Header.decode(reader, reader.size(), $undefined, _depth + 1, message.header);
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.errorCode = value;
                        else
                            delete message.errorCode;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.errorInfo = value;
                        else
                            delete message.errorInfo;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        message.loginRequest = $root.im.LoginRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.loginRequest);
                        message.body = "loginRequest";
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        message.loginResponse = $root.im.LoginResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.loginResponse);
                        message.body = "loginResponse";
                        continue;
                    }
                case 12: {
                        if (wireType !== 2)
                            break;
                        message.logoutRequest = $root.im.LogoutRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.logoutRequest);
                        message.body = "logoutRequest";
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        message.helloResponse = $root.im.HelloResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.helloResponse);
                        message.body = "helloResponse";
                        continue;
                    }
                case 14: {
                        if (wireType !== 2)
                            break;
                        message.kickOutPush = $root.im.KickOutPush.decode(reader, reader.size(), $undefined, _depth + 1, message.kickOutPush);
                        message.body = "kickOutPush";
                        continue;
                    }
                case 20: {
                        if (wireType !== 2)
                            break;
                        message.sendMessageRequest = $root.im.SendMessageRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.sendMessageRequest);
                        message.body = "sendMessageRequest";
                        continue;
                    }
                case 21: {
                        if (wireType !== 2)
                            break;
                        message.sendMessageResponse = $root.im.SendMessageResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.sendMessageResponse);
                        message.body = "sendMessageResponse";
                        continue;
                    }
                case 22: {
                        if (wireType !== 2)
                            break;
                        message.messagePush = $root.im.MessagePush.decode(reader, reader.size(), $undefined, _depth + 1, message.messagePush);
                        message.body = "messagePush";
                        continue;
                    }
                case 23: {
                        if (wireType !== 2)
                            break;
                        message.syncRequest = $root.im.SyncRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.syncRequest);
                        message.body = "syncRequest";
                        continue;
                    }
                case 24: {
                        if (wireType !== 2)
                            break;
                        message.syncResponse = $root.im.SyncResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.syncResponse);
                        message.body = "syncResponse";
                        continue;
                    }
                case 25: {
                        if (wireType !== 2)
                            break;
                        message.roamingRequest = $root.im.RoamingRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.roamingRequest);
                        message.body = "roamingRequest";
                        continue;
                    }
                case 26: {
                        if (wireType !== 2)
                            break;
                        message.roamingResponse = $root.im.RoamingResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.roamingResponse);
                        message.body = "roamingResponse";
                        continue;
                    }
                case 27: {
                        if (wireType !== 2)
                            break;
                        message.setReadRequest = $root.im.SetReadRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.setReadRequest);
                        message.body = "setReadRequest";
                        continue;
                    }
                case 28: {
                        if (wireType !== 2)
                            break;
                        message.readPush = $root.im.ReadPush.decode(reader, reader.size(), $undefined, _depth + 1, message.readPush);
                        message.body = "readPush";
                        continue;
                    }
                case 29: {
                        if (wireType !== 2)
                            break;
                        message.messageRef = $root.im.MessageRef.decode(reader, reader.size(), $undefined, _depth + 1, message.messageRef);
                        message.body = "messageRef";
                        continue;
                    }
                case 30: {
                        if (wireType !== 2)
                            break;
                        message.modifyRequest = $root.im.ModifyRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.modifyRequest);
                        message.body = "modifyRequest";
                        continue;
                    }
                case 31: {
                        if (wireType !== 2)
                            break;
                        message.modifiedMessage = $root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1, message.modifiedMessage);
                        message.body = "modifiedMessage";
                        continue;
                    }
                case 32: {
                        if (wireType !== 2)
                            break;
                        message.deleteMessagesRequest = $root.im.DeleteMessagesRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.deleteMessagesRequest);
                        message.body = "deleteMessagesRequest";
                        continue;
                    }
                case 33: {
                        if (wireType !== 2)
                            break;
                        message.changePush = $root.im.ChangePush.decode(reader, reader.size(), $undefined, _depth + 1, message.changePush);
                        message.body = "changePush";
                        continue;
                    }
                case 40: {
                        if (wireType !== 2)
                            break;
                        message.conversationListRequest = $root.im.ConversationListRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.conversationListRequest);
                        message.body = "conversationListRequest";
                        continue;
                    }
                case 41: {
                        if (wireType !== 2)
                            break;
                        message.conversationListResponse = $root.im.ConversationListResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.conversationListResponse);
                        message.body = "conversationListResponse";
                        continue;
                    }
                case 42: {
                        if (wireType !== 2)
                            break;
                        message.deleteConversationRequest = $root.im.DeleteConversationRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.deleteConversationRequest);
                        message.body = "deleteConversationRequest";
                        continue;
                    }
                case 43: {
                        if (wireType !== 2)
                            break;
                        message.deleteConversationResponse = $root.im.DeleteConversationResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.deleteConversationResponse);
                        message.body = "deleteConversationResponse";
                        continue;
                    }
                case 44: {
                        if (wireType !== 2)
                            break;
                        message.pinConversationRequest = $root.im.PinConversationRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.pinConversationRequest);
                        message.body = "pinConversationRequest";
                        continue;
                    }
                case 45: {
                        if (wireType !== 2)
                            break;
                        message.setAllReadRequest = $root.im.SetAllReadRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.setAllReadRequest);
                        message.body = "setAllReadRequest";
                        continue;
                    }
                case 50: {
                        if (wireType !== 2)
                            break;
                        message.groupRequest = $root.im.GroupRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.groupRequest);
                        message.body = "groupRequest";
                        continue;
                    }
                case 51: {
                        if (wireType !== 2)
                            break;
                        message.joinGroupResponse = $root.im.JoinGroupResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.joinGroupResponse);
                        message.body = "joinGroupResponse";
                        continue;
                    }
                case 52: {
                        if (wireType !== 2)
                            break;
                        message.onlineCountResponse = $root.im.OnlineCountResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.onlineCountResponse);
                        message.body = "onlineCountResponse";
                        continue;
                    }
                case 53: {
                        if (wireType !== 2)
                            break;
                        message.groupPullRequest = $root.im.GroupPullRequest.decode(reader, reader.size(), $undefined, _depth + 1, message.groupPullRequest);
                        message.body = "groupPullRequest";
                        continue;
                    }
                case 54: {
                        if (wireType !== 2)
                            break;
                        message.groupPullResponse = $root.im.GroupPullResponse.decode(reader, reader.size(), $undefined, _depth + 1, message.groupPullResponse);
                        message.body = "groupPullResponse";
                        continue;
                    }
                case 60: {
                        if (wireType !== 2)
                            break;
                        message.relationship = reader.bytes();
                        message.body = "relationship";
                        continue;
                    }
                case 61: {
                        if (wireType !== 2)
                            break;
                        message.group = reader.bytes();
                        message.body = "group";
                        continue;
                    }
                case 64: {
                        if (wireType !== 2)
                            break;
                        message.upload = reader.bytes();
                        message.body = "upload";
                        continue;
                    }
                case 70: {
                        if (wireType !== 2)
                            break;
                        message.messageExtra = reader.bytes();
                        message.body = "messageExtra";
                        continue;
                    }
                case 71: {
                        if (wireType !== 2)
                            break;
                        message.service = reader.bytes();
                        message.body = "service";
                        continue;
                    }
                case 72: {
                        if (wireType !== 2)
                            break;
                        message.moreMessages = reader.bytes();
                        message.body = "moreMessages";
                        continue;
                    }
                case 73: {
                        if (wireType !== 2)
                            break;
                        message.conversation = reader.bytes();
                        message.body = "conversation";
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

        return Frame;
    })();

    im.ConversationType = (function() {
        const valuesById = $Object.create(null), values = $Object.create(valuesById);
        values[valuesById[0] = "CONVERSATION_UNKNOWN"] = 0;
        values[valuesById[1] = "C2C"] = 1;
        values[valuesById[2] = "GROUP"] = 2;
        return values;
    })();

    im.Element = (function() {

        const Element = function (properties) {
            this.imageInfoArray = [];
            this.messageList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Element.prototype.type = "";
        Element.prototype.text = "";
        Element.prototype.data = "";
        Element.prototype.description = "";
        Element.prototype.extension = "";
        Element.prototype.imageFormat = 0;
        Element.prototype.uuid = "";
        Element.prototype.imageInfoArray = $util.emptyArray;
        Element.prototype.messageList = $util.emptyArray;

        Element.create = function(properties) {
            return new Element(properties);
        };

        Element.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                writer.uint32(10).string(message.type);
            if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                writer.uint32(18).string(message.text);
            if (message.data != null && $Object.hasOwnProperty.call(message, "data") && message.data !== "")
                writer.uint32(26).string(message.data);
            if (message.description != null && $Object.hasOwnProperty.call(message, "description") && message.description !== "")
                writer.uint32(34).string(message.description);
            if (message.extension != null && $Object.hasOwnProperty.call(message, "extension") && message.extension !== "")
                writer.uint32(42).string(message.extension);
            if (message.imageFormat != null && $Object.hasOwnProperty.call(message, "imageFormat") && message.imageFormat !== 0)
                writer.uint32(48).uint32(message.imageFormat);
            if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid") && message.uuid !== "")
                writer.uint32(58).string(message.uuid);
            if (message.imageInfoArray != null && message.imageInfoArray.length)
                for (let i = 0; i < message.imageInfoArray.length; ++i)
                    $root.im.ImageInfo.encode(message.imageInfoArray[i], writer.uint32(66).fork(), _depth + 1).ldelim();
            if (message.messageList != null && message.messageList.length)
                for (let i = 0; i < message.messageList.length; ++i)
                    $root.im.Message.encode(message.messageList[i], writer.uint32(242).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Element.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.Element();
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
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.text = value;
                        else
                            delete message.text;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.data = value;
                        else
                            delete message.data;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.description = value;
                        else
                            delete message.description;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.extension = value;
                        else
                            delete message.extension;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.imageFormat = value;
                        else
                            delete message.imageFormat;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.uuid = value;
                        else
                            delete message.uuid;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if (!(message.imageInfoArray && message.imageInfoArray.length))
                            message.imageInfoArray = [];
                        message.imageInfoArray.push($root.im.ImageInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 30: {
                        if (wireType !== 2)
                            break;
                        if (!(message.messageList && message.messageList.length))
                            message.messageList = [];
                        message.messageList.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return Element;
    })();

    im.ImageInfo = (function() {

        const ImageInfo = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ImageInfo.prototype.sizeType = 0;
        ImageInfo.prototype.size = 0;
        ImageInfo.prototype.width = 0;
        ImageInfo.prototype.height = 0;
        ImageInfo.prototype.url = "";

        ImageInfo.create = function(properties) {
            return new ImageInfo(properties);
        };

        ImageInfo.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.sizeType != null && $Object.hasOwnProperty.call(message, "sizeType") && message.sizeType !== 0)
                writer.uint32(8).uint32(message.sizeType);
            if (message.size != null && $Object.hasOwnProperty.call(message, "size") && message.size !== 0)
                writer.uint32(16).uint32(message.size);
            if (message.width != null && $Object.hasOwnProperty.call(message, "width") && message.width !== 0)
                writer.uint32(24).uint32(message.width);
            if (message.height != null && $Object.hasOwnProperty.call(message, "height") && message.height !== 0)
                writer.uint32(32).uint32(message.height);
            if (message.url != null && $Object.hasOwnProperty.call(message, "url") && message.url !== "")
                writer.uint32(42).string(message.url);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ImageInfo.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ImageInfo();
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
                            message.sizeType = value;
                        else
                            delete message.sizeType;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.size = value;
                        else
                            delete message.size;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.width = value;
                        else
                            delete message.width;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.height = value;
                        else
                            delete message.height;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.url = value;
                        else
                            delete message.url;
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

        return ImageInfo;
    })();

    im.Message = (function() {

        const Message = function (properties) {
            this.elements = [];
            this.receiverList = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Message.prototype.conversationType = 0;
        Message.prototype.from = "";
        Message.prototype.to = "";
        Message.prototype.sequence = 0;
        Message.prototype.random = 0;
        Message.prototype.time = 0;
        Message.prototype.clientTime = 0;
        Message.prototype.clientSequence = 0;
        Message.prototype.version = 0;
        Message.prototype.elements = $util.emptyArray;
        Message.prototype.cloudCustomData = "";
        Message.prototype.isRevoked = false;
        Message.prototype.revoker = "";
        Message.prototype.onlineOnly = false;
        Message.prototype.nick = "";
        Message.prototype.avatar = "";
        Message.prototype.priority = 0;
        Message.prototype.inboxSequence = 0;
        Message.prototype.isDeleted = false;
        Message.prototype.isPeerRead = false;
        Message.prototype.vipLevel = 0;
        Message.prototype.needReadReceipt = false;
        Message.prototype.isSupportExtension = false;
        Message.prototype.receiverList = $util.emptyArray;
        Message.prototype.offlinePushInfo = "";

        Message.create = function(properties) {
            return new Message(properties);
        };

        Message.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(8).int32(message.conversationType);
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
            if (message.clientTime != null && $Object.hasOwnProperty.call(message, "clientTime") && message.clientTime !== 0)
                writer.uint32(56).uint32(message.clientTime);
            if (message.clientSequence != null && $Object.hasOwnProperty.call(message, "clientSequence") && message.clientSequence !== 0)
                writer.uint32(64).uint32(message.clientSequence);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(72).uint32(message.version);
            if (message.elements != null && message.elements.length)
                for (let i = 0; i < message.elements.length; ++i)
                    $root.im.Element.encode(message.elements[i], writer.uint32(82).fork(), _depth + 1).ldelim();
            if (message.cloudCustomData != null && $Object.hasOwnProperty.call(message, "cloudCustomData") && message.cloudCustomData !== "")
                writer.uint32(90).string(message.cloudCustomData);
            if (message.isRevoked != null && $Object.hasOwnProperty.call(message, "isRevoked") && message.isRevoked !== false)
                writer.uint32(96).bool(message.isRevoked);
            if (message.revoker != null && $Object.hasOwnProperty.call(message, "revoker") && message.revoker !== "")
                writer.uint32(106).string(message.revoker);
            if (message.onlineOnly != null && $Object.hasOwnProperty.call(message, "onlineOnly") && message.onlineOnly !== false)
                writer.uint32(112).bool(message.onlineOnly);
            if (message.nick != null && $Object.hasOwnProperty.call(message, "nick") && message.nick !== "")
                writer.uint32(122).string(message.nick);
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(130).string(message.avatar);
            if (message.priority != null && $Object.hasOwnProperty.call(message, "priority") && message.priority !== 0)
                writer.uint32(136).uint32(message.priority);
            if (message.inboxSequence != null && $Object.hasOwnProperty.call(message, "inboxSequence") && message.inboxSequence !== 0)
                writer.uint32(144).uint32(message.inboxSequence);
            if (message.isDeleted != null && $Object.hasOwnProperty.call(message, "isDeleted") && message.isDeleted !== false)
                writer.uint32(152).bool(message.isDeleted);
            if (message.isPeerRead != null && $Object.hasOwnProperty.call(message, "isPeerRead") && message.isPeerRead !== false)
                writer.uint32(160).bool(message.isPeerRead);
            if (message.vipLevel != null && $Object.hasOwnProperty.call(message, "vipLevel") && message.vipLevel !== 0)
                writer.uint32(168).uint32(message.vipLevel);
            if (message.needReadReceipt != null && $Object.hasOwnProperty.call(message, "needReadReceipt") && message.needReadReceipt !== false)
                writer.uint32(240).bool(message.needReadReceipt);
            if (message.isSupportExtension != null && $Object.hasOwnProperty.call(message, "isSupportExtension") && message.isSupportExtension !== false)
                writer.uint32(248).bool(message.isSupportExtension);
            if (message.receiverList != null && message.receiverList.length)
                for (let i = 0; i < message.receiverList.length; ++i)
                    writer.uint32(258).string(message.receiverList[i]);
            if (message.offlinePushInfo != null && $Object.hasOwnProperty.call(message, "offlinePushInfo") && message.offlinePushInfo !== "")
                writer.uint32(266).string(message.offlinePushInfo);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Message.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.Message();
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
                        if (value = reader.int32())
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
                            message.clientTime = value;
                        else
                            delete message.clientTime;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.clientSequence = value;
                        else
                            delete message.clientSequence;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if (!(message.elements && message.elements.length))
                            message.elements = [];
                        message.elements.push($root.im.Element.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cloudCustomData = value;
                        else
                            delete message.cloudCustomData;
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isRevoked = value;
                        else
                            delete message.isRevoked;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.revoker = value;
                        else
                            delete message.revoker;
                        continue;
                    }
                case 14: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.onlineOnly = value;
                        else
                            delete message.onlineOnly;
                        continue;
                    }
                case 15: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nick = value;
                        else
                            delete message.nick;
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
                        continue;
                    }
                case 17: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.priority = value;
                        else
                            delete message.priority;
                        continue;
                    }
                case 18: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.inboxSequence = value;
                        else
                            delete message.inboxSequence;
                        continue;
                    }
                case 19: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isDeleted = value;
                        else
                            delete message.isDeleted;
                        continue;
                    }
                case 20: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isPeerRead = value;
                        else
                            delete message.isPeerRead;
                        continue;
                    }
                case 21: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.vipLevel = value;
                        else
                            delete message.vipLevel;
                        continue;
                    }
                case 30: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.needReadReceipt = value;
                        else
                            delete message.needReadReceipt;
                        continue;
                    }
                case 31: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isSupportExtension = value;
                        else
                            delete message.isSupportExtension;
                        continue;
                    }
                case 32: {
                        if (wireType !== 2)
                            break;
                        if (!(message.receiverList && message.receiverList.length))
                            message.receiverList = [];
                        message.receiverList.push(reader.stringVerify());
                        continue;
                    }
                case 33: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.offlinePushInfo = value;
                        else
                            delete message.offlinePushInfo;
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

        return Message;
    })();

    im.LoginRequest = (function() {

        const LoginRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LoginRequest.prototype.state = "";
        LoginRequest.prototype.deviceBrand = "";

        LoginRequest.create = function(properties) {
            return new LoginRequest(properties);
        };

        LoginRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.state != null && $Object.hasOwnProperty.call(message, "state") && message.state !== "")
                writer.uint32(10).string(message.state);
            if (message.deviceBrand != null && $Object.hasOwnProperty.call(message, "deviceBrand") && message.deviceBrand !== "")
                writer.uint32(18).string(message.deviceBrand);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        LoginRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.LoginRequest();
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
                            message.state = value;
                        else
                            delete message.state;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.deviceBrand = value;
                        else
                            delete message.deviceBrand;
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

        return LoginRequest;
    })();

    im.LoginResponse = (function() {

        const LoginResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LoginResponse.prototype.a2Key = "";
        LoginResponse.prototype.tinyId = "";
        LoginResponse.prototype.helloInterval = 0;
        LoginResponse.prototype.instanceId = "";
        LoginResponse.prototype.timeStamp = 0;
        LoginResponse.prototype.purchaseBits = "";
        LoginResponse.prototype.inboxSequence = 0;
        LoginResponse.prototype.nick = "";
        LoginResponse.prototype.avatar = "";

        LoginResponse.create = function(properties) {
            return new LoginResponse(properties);
        };

        LoginResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.a2Key != null && $Object.hasOwnProperty.call(message, "a2Key") && message.a2Key !== "")
                writer.uint32(10).string(message.a2Key);
            if (message.tinyId != null && $Object.hasOwnProperty.call(message, "tinyId") && message.tinyId !== "")
                writer.uint32(18).string(message.tinyId);
            if (message.helloInterval != null && $Object.hasOwnProperty.call(message, "helloInterval") && message.helloInterval !== 0)
                writer.uint32(24).uint32(message.helloInterval);
            if (message.instanceId != null && $Object.hasOwnProperty.call(message, "instanceId") && message.instanceId !== "")
                writer.uint32(34).string(message.instanceId);
            if (message.timeStamp != null && $Object.hasOwnProperty.call(message, "timeStamp") && message.timeStamp !== 0)
                writer.uint32(40).uint32(message.timeStamp);
            if (message.purchaseBits != null && $Object.hasOwnProperty.call(message, "purchaseBits") && message.purchaseBits !== "")
                writer.uint32(50).string(message.purchaseBits);
            if (message.inboxSequence != null && $Object.hasOwnProperty.call(message, "inboxSequence") && message.inboxSequence !== 0)
                writer.uint32(56).uint32(message.inboxSequence);
            if (message.nick != null && $Object.hasOwnProperty.call(message, "nick") && message.nick !== "")
                writer.uint32(66).string(message.nick);
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(74).string(message.avatar);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        LoginResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.LoginResponse();
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
                            message.a2Key = value;
                        else
                            delete message.a2Key;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.tinyId = value;
                        else
                            delete message.tinyId;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.helloInterval = value;
                        else
                            delete message.helloInterval;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.instanceId = value;
                        else
                            delete message.instanceId;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.timeStamp = value;
                        else
                            delete message.timeStamp;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.purchaseBits = value;
                        else
                            delete message.purchaseBits;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.inboxSequence = value;
                        else
                            delete message.inboxSequence;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nick = value;
                        else
                            delete message.nick;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
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

        return LoginResponse;
    })();

    im.LogoutRequest = (function() {

        const LogoutRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LogoutRequest.prototype.type = 0;

        LogoutRequest.create = function(properties) {
            return new LogoutRequest(properties);
        };

        LogoutRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).uint32(message.type);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        LogoutRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.LogoutRequest();
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

        return LogoutRequest;
    })();

    im.HelloResponse = (function() {

        const HelloResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        HelloResponse.prototype.timeStamp = 0;

        HelloResponse.create = function(properties) {
            return new HelloResponse(properties);
        };

        HelloResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.timeStamp != null && $Object.hasOwnProperty.call(message, "timeStamp") && message.timeStamp !== 0)
                writer.uint32(8).uint32(message.timeStamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        HelloResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.HelloResponse();
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
                            message.timeStamp = value;
                        else
                            delete message.timeStamp;
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

        return HelloResponse;
    })();

    im.KickOutPush = (function() {

        const KickOutPush = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        KickOutPush.prototype.type = 0;

        KickOutPush.create = function(properties) {
            return new KickOutPush(properties);
        };

        KickOutPush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).uint32(message.type);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        KickOutPush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.KickOutPush();
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

        return KickOutPush;
    })();

    im.SendMessageRequest = (function() {

        const SendMessageRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SendMessageRequest.prototype.message = null;
        SendMessageRequest.prototype.onlineOnly = false;

        SendMessageRequest.create = function(properties) {
            return new SendMessageRequest(properties);
        };

        SendMessageRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                $root.im.Message.encode(message.message, writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.onlineOnly != null && $Object.hasOwnProperty.call(message, "onlineOnly") && message.onlineOnly !== false)
                writer.uint32(16).bool(message.onlineOnly);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SendMessageRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SendMessageRequest();
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
                        message.message = $root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1, message.message);
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.onlineOnly = value;
                        else
                            delete message.onlineOnly;
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

        return SendMessageRequest;
    })();

    im.SendMessageResponse = (function() {

        const SendMessageResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SendMessageResponse.prototype.sequence = 0;
        SendMessageResponse.prototype.time = 0;
        SendMessageResponse.prototype.duplicate = false;

        SendMessageResponse.create = function(properties) {
            return new SendMessageResponse(properties);
        };

        SendMessageResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(8).uint32(message.sequence);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(16).uint32(message.time);
            if (message.duplicate != null && $Object.hasOwnProperty.call(message, "duplicate") && message.duplicate !== false)
                writer.uint32(24).bool(message.duplicate);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SendMessageResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SendMessageResponse();
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
                            message.sequence = value;
                        else
                            delete message.sequence;
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
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.duplicate = value;
                        else
                            delete message.duplicate;
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

        return SendMessageResponse;
    })();

    im.MessagePush = (function() {

        const MessagePush = function (properties) {
            this.messages = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MessagePush.prototype.messages = $util.emptyArray;

        MessagePush.create = function(properties) {
            return new MessagePush(properties);
        };

        MessagePush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.im.Message.encode(message.messages[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MessagePush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.MessagePush();
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
                        message.messages.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return MessagePush;
    })();

    im.SyncRequest = (function() {

        const SyncRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SyncRequest.prototype.cookie = 0;
        SyncRequest.prototype.count = 0;

        SyncRequest.create = function(properties) {
            return new SyncRequest(properties);
        };

        SyncRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.cookie != null && $Object.hasOwnProperty.call(message, "cookie") && message.cookie !== 0)
                writer.uint32(8).uint32(message.cookie);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(16).uint32(message.count);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SyncRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SyncRequest();
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
                            message.cookie = value;
                        else
                            delete message.cookie;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
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

        return SyncRequest;
    })();

    im.SyncResponse = (function() {

        const SyncResponse = function (properties) {
            this.messages = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SyncResponse.prototype.messages = $util.emptyArray;
        SyncResponse.prototype.cookie = 0;
        SyncResponse.prototype.syncFlag = 0;

        SyncResponse.create = function(properties) {
            return new SyncResponse(properties);
        };

        SyncResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.im.Message.encode(message.messages[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.cookie != null && $Object.hasOwnProperty.call(message, "cookie") && message.cookie !== 0)
                writer.uint32(16).uint32(message.cookie);
            if (message.syncFlag != null && $Object.hasOwnProperty.call(message, "syncFlag") && message.syncFlag !== 0)
                writer.uint32(24).uint32(message.syncFlag);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SyncResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SyncResponse();
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
                        message.messages.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.cookie = value;
                        else
                            delete message.cookie;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.syncFlag = value;
                        else
                            delete message.syncFlag;
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

        return SyncResponse;
    })();

    im.RoamingRequest = (function() {

        const RoamingRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        RoamingRequest.prototype.conversationType = 0;
        RoamingRequest.prototype.peer = "";
        RoamingRequest.prototype.count = 0;
        RoamingRequest.prototype.sequence = 0;

        RoamingRequest.create = function(properties) {
            return new RoamingRequest(properties);
        };

        RoamingRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(8).int32(message.conversationType);
            if (message.peer != null && $Object.hasOwnProperty.call(message, "peer") && message.peer !== "")
                writer.uint32(18).string(message.peer);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(24).uint32(message.count);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(32).uint32(message.sequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        RoamingRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.RoamingRequest();
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
                        if (value = reader.int32())
                            message.conversationType = value;
                        else
                            delete message.conversationType;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.peer = value;
                        else
                            delete message.peer;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
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

        return RoamingRequest;
    })();

    im.RoamingResponse = (function() {

        const RoamingResponse = function (properties) {
            this.messages = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        RoamingResponse.prototype.messages = $util.emptyArray;
        RoamingResponse.prototype.complete = false;

        RoamingResponse.create = function(properties) {
            return new RoamingResponse(properties);
        };

        RoamingResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.im.Message.encode(message.messages[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.complete != null && $Object.hasOwnProperty.call(message, "complete") && message.complete !== false)
                writer.uint32(16).bool(message.complete);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        RoamingResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.RoamingResponse();
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
                        message.messages.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.complete = value;
                        else
                            delete message.complete;
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

        return RoamingResponse;
    })();

    im.SetReadRequest = (function() {

        const SetReadRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SetReadRequest.prototype.conversationType = 0;
        SetReadRequest.prototype.peer = "";
        SetReadRequest.prototype.sequence = 0;

        SetReadRequest.create = function(properties) {
            return new SetReadRequest(properties);
        };

        SetReadRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(8).int32(message.conversationType);
            if (message.peer != null && $Object.hasOwnProperty.call(message, "peer") && message.peer !== "")
                writer.uint32(18).string(message.peer);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(24).uint32(message.sequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SetReadRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SetReadRequest();
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
                        if (value = reader.int32())
                            message.conversationType = value;
                        else
                            delete message.conversationType;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.peer = value;
                        else
                            delete message.peer;
                        continue;
                    }
                case 3: {
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

        return SetReadRequest;
    })();

    im.ReadPush = (function() {

        const ReadPush = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ReadPush.prototype.peer = "";
        ReadPush.prototype.time = 0;
        ReadPush.prototype.sequence = 0;

        ReadPush.create = function(properties) {
            return new ReadPush(properties);
        };

        ReadPush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.peer != null && $Object.hasOwnProperty.call(message, "peer") && message.peer !== "")
                writer.uint32(10).string(message.peer);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(16).uint32(message.time);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(24).uint32(message.sequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ReadPush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ReadPush();
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
                            message.peer = value;
                        else
                            delete message.peer;
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
                case 3: {
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

        return ReadPush;
    })();

    im.MessageRef = (function() {

        const MessageRef = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MessageRef.prototype.conversationType = 0;
        MessageRef.prototype.from = "";
        MessageRef.prototype.to = "";
        MessageRef.prototype.sequence = 0;
        MessageRef.prototype.random = 0;

        MessageRef.create = function(properties) {
            return new MessageRef(properties);
        };

        MessageRef.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationType != null && $Object.hasOwnProperty.call(message, "conversationType") && message.conversationType !== 0)
                writer.uint32(8).int32(message.conversationType);
            if (message.from != null && $Object.hasOwnProperty.call(message, "from") && message.from !== "")
                writer.uint32(18).string(message.from);
            if (message.to != null && $Object.hasOwnProperty.call(message, "to") && message.to !== "")
                writer.uint32(26).string(message.to);
            if (message.sequence != null && $Object.hasOwnProperty.call(message, "sequence") && message.sequence !== 0)
                writer.uint32(32).uint32(message.sequence);
            if (message.random != null && $Object.hasOwnProperty.call(message, "random") && message.random !== 0)
                writer.uint32(40).uint32(message.random);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        MessageRef.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.MessageRef();
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
                        if (value = reader.int32())
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

        return MessageRef;
    })();

    im.ModifyRequest = (function() {

        const ModifyRequest = function (properties) {
            this.elements = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ModifyRequest.prototype.ref = null;
        ModifyRequest.prototype.version = 0;
        ModifyRequest.prototype.elements = $util.emptyArray;
        ModifyRequest.prototype.cloudCustomData = "";

        ModifyRequest.create = function(properties) {
            return new ModifyRequest(properties);
        };

        ModifyRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.ref != null && $Object.hasOwnProperty.call(message, "ref"))
                $root.im.MessageRef.encode(message.ref, writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(16).uint32(message.version);
            if (message.elements != null && message.elements.length)
                for (let i = 0; i < message.elements.length; ++i)
                    $root.im.Element.encode(message.elements[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.cloudCustomData != null && $Object.hasOwnProperty.call(message, "cloudCustomData") && message.cloudCustomData !== "")
                writer.uint32(34).string(message.cloudCustomData);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ModifyRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ModifyRequest();
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
                        message.ref = $root.im.MessageRef.decode(reader, reader.size(), $undefined, _depth + 1, message.ref);
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.elements && message.elements.length))
                            message.elements = [];
                        message.elements.push($root.im.Element.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cloudCustomData = value;
                        else
                            delete message.cloudCustomData;
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

        return ModifyRequest;
    })();

    im.DeleteMessagesRequest = (function() {

        const DeleteMessagesRequest = function (properties) {
            this.refs = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        DeleteMessagesRequest.prototype.refs = $util.emptyArray;

        DeleteMessagesRequest.create = function(properties) {
            return new DeleteMessagesRequest(properties);
        };

        DeleteMessagesRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.refs != null && message.refs.length)
                for (let i = 0; i < message.refs.length; ++i)
                    $root.im.MessageRef.encode(message.refs[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        DeleteMessagesRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.DeleteMessagesRequest();
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
                        if (!(message.refs && message.refs.length))
                            message.refs = [];
                        message.refs.push($root.im.MessageRef.decode(reader, reader.size(), $undefined, _depth + 1));
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

        return DeleteMessagesRequest;
    })();

    im.ChangePush = (function() {

        const ChangePush = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ChangePush.prototype.kind = 0;
        ChangePush.prototype.message = null;
        ChangePush.prototype.conversationId = "";

        ChangePush.create = function(properties) {
            return new ChangePush(properties);
        };

        ChangePush.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                writer.uint32(8).uint32(message.kind);
            if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                $root.im.Message.encode(message.message, writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.conversationId != null && $Object.hasOwnProperty.call(message, "conversationId") && message.conversationId !== "")
                writer.uint32(26).string(message.conversationId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ChangePush.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ChangePush();
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
                        message.message = $root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1, message.message);
                        continue;
                    }
                case 3: {
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

        return ChangePush;
    })();

    im.ConversationListRequest = (function() {

        const ConversationListRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationListRequest.prototype.startIndex = 0;
        ConversationListRequest.prototype.count = 0;

        ConversationListRequest.create = function(properties) {
            return new ConversationListRequest(properties);
        };

        ConversationListRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.startIndex != null && $Object.hasOwnProperty.call(message, "startIndex") && message.startIndex !== 0)
                writer.uint32(8).uint32(message.startIndex);
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(16).uint32(message.count);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationListRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ConversationListRequest();
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
                            message.startIndex = value;
                        else
                            delete message.startIndex;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
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

        return ConversationListRequest;
    })();

    im.Conversation = (function() {

        const Conversation = function (properties) {
            this.conversationGroupList = [];
            this.groupAtSequences = [];
            this.groupAtSenders = [];
            this.groupAtTypes = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Conversation.prototype.type = 0;
        Conversation.prototype.peer = "";
        Conversation.prototype.unreadCount = 0;
        Conversation.prototype.lastMessage = null;
        Conversation.prototype.isPinned = false;
        Conversation.prototype.pinnedTimeStamp = 0;
        Conversation.prototype.peerReadTime = 0;
        Conversation.prototype.readSequence = 0;
        Conversation.prototype.groupType = "";
        Conversation.prototype.name = "";
        Conversation.prototype.conversationGroupList = $util.emptyArray;
        Conversation.prototype.marks = 0;
        Conversation.prototype.customData = "";
        Conversation.prototype.messageRemindType = 0;
        Conversation.prototype.groupAtSequences = $util.emptyArray;
        Conversation.prototype.groupAtSenders = $util.emptyArray;
        Conversation.prototype.groupAtTypes = $util.emptyArray;
        Conversation.prototype.faceUrl = "";

        Conversation.create = function(properties) {
            return new Conversation(properties);
        };

        Conversation.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).int32(message.type);
            if (message.peer != null && $Object.hasOwnProperty.call(message, "peer") && message.peer !== "")
                writer.uint32(18).string(message.peer);
            if (message.unreadCount != null && $Object.hasOwnProperty.call(message, "unreadCount") && message.unreadCount !== 0)
                writer.uint32(24).uint32(message.unreadCount);
            if (message.lastMessage != null && $Object.hasOwnProperty.call(message, "lastMessage"))
                $root.im.Message.encode(message.lastMessage, writer.uint32(34).fork(), _depth + 1).ldelim();
            if (message.isPinned != null && $Object.hasOwnProperty.call(message, "isPinned") && message.isPinned !== false)
                writer.uint32(40).bool(message.isPinned);
            if (message.pinnedTimeStamp != null && $Object.hasOwnProperty.call(message, "pinnedTimeStamp") && message.pinnedTimeStamp !== 0)
                writer.uint32(48).uint32(message.pinnedTimeStamp);
            if (message.peerReadTime != null && $Object.hasOwnProperty.call(message, "peerReadTime") && message.peerReadTime !== 0)
                writer.uint32(56).uint32(message.peerReadTime);
            if (message.readSequence != null && $Object.hasOwnProperty.call(message, "readSequence") && message.readSequence !== 0)
                writer.uint32(64).uint32(message.readSequence);
            if (message.groupType != null && $Object.hasOwnProperty.call(message, "groupType") && message.groupType !== "")
                writer.uint32(74).string(message.groupType);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(82).string(message.name);
            if (message.conversationGroupList != null && message.conversationGroupList.length)
                for (let i = 0; i < message.conversationGroupList.length; ++i)
                    writer.uint32(90).string(message.conversationGroupList[i]);
            if (message.marks != null && $Object.hasOwnProperty.call(message, "marks") && message.marks !== 0)
                writer.uint32(96).uint32(message.marks);
            if (message.customData != null && $Object.hasOwnProperty.call(message, "customData") && message.customData !== "")
                writer.uint32(106).string(message.customData);
            if (message.messageRemindType != null && $Object.hasOwnProperty.call(message, "messageRemindType") && message.messageRemindType !== 0)
                writer.uint32(112).uint32(message.messageRemindType);
            if (message.groupAtSequences != null && message.groupAtSequences.length)
                writer.uint32(122).uint32s(message.groupAtSequences);
            if (message.groupAtSenders != null && message.groupAtSenders.length)
                for (let i = 0; i < message.groupAtSenders.length; ++i)
                    writer.uint32(130).string(message.groupAtSenders[i]);
            if (message.groupAtTypes != null && message.groupAtTypes.length)
                writer.uint32(138).uint32s(message.groupAtTypes);
            if (message.faceUrl != null && $Object.hasOwnProperty.call(message, "faceUrl") && message.faceUrl !== "")
                writer.uint32(146).string(message.faceUrl);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        Conversation.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.Conversation();
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
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.peer = value;
                        else
                            delete message.peer;
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
                        message.lastMessage = $root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1, message.lastMessage);
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.isPinned = value;
                        else
                            delete message.isPinned;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.pinnedTimeStamp = value;
                        else
                            delete message.pinnedTimeStamp;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.peerReadTime = value;
                        else
                            delete message.peerReadTime;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.readSequence = value;
                        else
                            delete message.readSequence;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupType = value;
                        else
                            delete message.groupType;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if (!(message.conversationGroupList && message.conversationGroupList.length))
                            message.conversationGroupList = [];
                        message.conversationGroupList.push(reader.stringVerify());
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.marks = value;
                        else
                            delete message.marks;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.customData = value;
                        else
                            delete message.customData;
                        continue;
                    }
                case 14: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.messageRemindType = value;
                        else
                            delete message.messageRemindType;
                        continue;
                    }
                case 15: {
                        if (wireType === 2) {
                            if (!(message.groupAtSequences && message.groupAtSequences.length))
                                message.groupAtSequences = [];
                            reader.uint32s(message.groupAtSequences);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.groupAtSequences && message.groupAtSequences.length))
                            message.groupAtSequences = [];
                        message.groupAtSequences.push(reader.uint32());
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if (!(message.groupAtSenders && message.groupAtSenders.length))
                            message.groupAtSenders = [];
                        message.groupAtSenders.push(reader.stringVerify());
                        continue;
                    }
                case 17: {
                        if (wireType === 2) {
                            if (!(message.groupAtTypes && message.groupAtTypes.length))
                                message.groupAtTypes = [];
                            reader.uint32s(message.groupAtTypes);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.groupAtTypes && message.groupAtTypes.length))
                            message.groupAtTypes = [];
                        message.groupAtTypes.push(reader.uint32());
                        continue;
                    }
                case 18: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.faceUrl = value;
                        else
                            delete message.faceUrl;
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

        return Conversation;
    })();

    im.ConversationListResponse = (function() {

        const ConversationListResponse = function (properties) {
            this.conversations = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ConversationListResponse.prototype.conversations = $util.emptyArray;
        ConversationListResponse.prototype.completeFlag = 0;
        ConversationListResponse.prototype.startIndex = 0;

        ConversationListResponse.create = function(properties) {
            return new ConversationListResponse(properties);
        };

        ConversationListResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversations != null && message.conversations.length)
                for (let i = 0; i < message.conversations.length; ++i)
                    $root.im.Conversation.encode(message.conversations[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.completeFlag != null && $Object.hasOwnProperty.call(message, "completeFlag") && message.completeFlag !== 0)
                writer.uint32(16).uint32(message.completeFlag);
            if (message.startIndex != null && $Object.hasOwnProperty.call(message, "startIndex") && message.startIndex !== 0)
                writer.uint32(24).uint32(message.startIndex);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        ConversationListResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.ConversationListResponse();
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
                        if (!(message.conversations && message.conversations.length))
                            message.conversations = [];
                        message.conversations.push($root.im.Conversation.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.completeFlag = value;
                        else
                            delete message.completeFlag;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startIndex = value;
                        else
                            delete message.startIndex;
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

        return ConversationListResponse;
    })();

    im.DeleteConversationRequest = (function() {

        const DeleteConversationRequest = function (properties) {
            this.conversationIds = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        DeleteConversationRequest.prototype.conversationIds = $util.emptyArray;
        DeleteConversationRequest.prototype.clearHistoryMessage = false;

        DeleteConversationRequest.create = function(properties) {
            return new DeleteConversationRequest(properties);
        };

        DeleteConversationRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationIds != null && message.conversationIds.length)
                for (let i = 0; i < message.conversationIds.length; ++i)
                    writer.uint32(10).string(message.conversationIds[i]);
            if (message.clearHistoryMessage != null && $Object.hasOwnProperty.call(message, "clearHistoryMessage") && message.clearHistoryMessage !== false)
                writer.uint32(16).bool(message.clearHistoryMessage);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        DeleteConversationRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.DeleteConversationRequest();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.clearHistoryMessage = value;
                        else
                            delete message.clearHistoryMessage;
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

        return DeleteConversationRequest;
    })();

    im.DeleteConversationResponse = (function() {

        const DeleteConversationResponse = function (properties) {
            this.deleted = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        DeleteConversationResponse.prototype.deleted = $util.emptyArray;

        DeleteConversationResponse.create = function(properties) {
            return new DeleteConversationResponse(properties);
        };

        DeleteConversationResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.deleted != null && message.deleted.length)
                for (let i = 0; i < message.deleted.length; ++i)
                    writer.uint32(10).string(message.deleted[i]);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        DeleteConversationResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.DeleteConversationResponse();
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
                        if (!(message.deleted && message.deleted.length))
                            message.deleted = [];
                        message.deleted.push(reader.stringVerify());
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

        return DeleteConversationResponse;
    })();

    im.PinConversationRequest = (function() {

        const PinConversationRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        PinConversationRequest.prototype.conversationId = "";
        PinConversationRequest.prototype.pin = false;

        PinConversationRequest.create = function(properties) {
            return new PinConversationRequest(properties);
        };

        PinConversationRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.conversationId != null && $Object.hasOwnProperty.call(message, "conversationId") && message.conversationId !== "")
                writer.uint32(10).string(message.conversationId);
            if (message.pin != null && $Object.hasOwnProperty.call(message, "pin") && message.pin !== false)
                writer.uint32(16).bool(message.pin);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        PinConversationRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.PinConversationRequest();
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
                        if (value = reader.bool())
                            message.pin = value;
                        else
                            delete message.pin;
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

        return PinConversationRequest;
    })();

    im.SetAllReadRequest = (function() {

        const SetAllReadRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        SetAllReadRequest.prototype.c2c = false;
        SetAllReadRequest.prototype.group = false;

        SetAllReadRequest.create = function(properties) {
            return new SetAllReadRequest(properties);
        };

        SetAllReadRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.c2c != null && $Object.hasOwnProperty.call(message, "c2c") && message.c2c !== false)
                writer.uint32(8).bool(message.c2c);
            if (message.group != null && $Object.hasOwnProperty.call(message, "group") && message.group !== false)
                writer.uint32(16).bool(message.group);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        SetAllReadRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.SetAllReadRequest();
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
                        if (value = reader.bool())
                            message.c2c = value;
                        else
                            delete message.c2c;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.group = value;
                        else
                            delete message.group;
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

        return SetAllReadRequest;
    })();

    im.GroupRequest = (function() {

        const GroupRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupRequest.prototype.groupId = "";
        GroupRequest.prototype.applyMessage = "";

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
            if (message.applyMessage != null && $Object.hasOwnProperty.call(message, "applyMessage") && message.applyMessage !== "")
                writer.uint32(18).string(message.applyMessage);
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
            message = _target || new $root.im.GroupRequest();
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
                            message.applyMessage = value;
                        else
                            delete message.applyMessage;
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

    im.JoinGroupResponse = (function() {

        const JoinGroupResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        JoinGroupResponse.prototype.status = "";
        JoinGroupResponse.prototype.groupType = "";
        JoinGroupResponse.prototype.longPollingKey = "";
        JoinGroupResponse.prototype.nextSequence = 0;

        JoinGroupResponse.create = function(properties) {
            return new JoinGroupResponse(properties);
        };

        JoinGroupResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.status != null && $Object.hasOwnProperty.call(message, "status") && message.status !== "")
                writer.uint32(10).string(message.status);
            if (message.groupType != null && $Object.hasOwnProperty.call(message, "groupType") && message.groupType !== "")
                writer.uint32(18).string(message.groupType);
            if (message.longPollingKey != null && $Object.hasOwnProperty.call(message, "longPollingKey") && message.longPollingKey !== "")
                writer.uint32(26).string(message.longPollingKey);
            if (message.nextSequence != null && $Object.hasOwnProperty.call(message, "nextSequence") && message.nextSequence !== 0)
                writer.uint32(32).uint32(message.nextSequence);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        JoinGroupResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.JoinGroupResponse();
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
                            message.status = value;
                        else
                            delete message.status;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.groupType = value;
                        else
                            delete message.groupType;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.longPollingKey = value;
                        else
                            delete message.longPollingKey;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.nextSequence = value;
                        else
                            delete message.nextSequence;
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

        return JoinGroupResponse;
    })();

    im.GroupPullRequest = (function() {

        const GroupPullRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupPullRequest.prototype.groupId = "";
        GroupPullRequest.prototype.sequence = 0;
        GroupPullRequest.prototype.count = 0;

        GroupPullRequest.create = function(properties) {
            return new GroupPullRequest(properties);
        };

        GroupPullRequest.encode = function (message, writer, _depth) {
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
            if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                writer.uint32(24).uint32(message.count);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupPullRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.GroupPullRequest();
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
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.count = value;
                        else
                            delete message.count;
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

        return GroupPullRequest;
    })();

    im.GroupPullResponse = (function() {

        const GroupPullResponse = function (properties) {
            this.messages = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        GroupPullResponse.prototype.messages = $util.emptyArray;
        GroupPullResponse.prototype.lastSequence = 0;
        GroupPullResponse.prototype.complete = false;

        GroupPullResponse.create = function(properties) {
            return new GroupPullResponse(properties);
        };

        GroupPullResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.im.Message.encode(message.messages[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.lastSequence != null && $Object.hasOwnProperty.call(message, "lastSequence") && message.lastSequence !== 0)
                writer.uint32(16).uint32(message.lastSequence);
            if (message.complete != null && $Object.hasOwnProperty.call(message, "complete") && message.complete !== false)
                writer.uint32(24).bool(message.complete);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        GroupPullResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.GroupPullResponse();
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
                        message.messages.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.lastSequence = value;
                        else
                            delete message.lastSequence;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.complete = value;
                        else
                            delete message.complete;
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

        return GroupPullResponse;
    })();

    im.OnlineCountResponse = (function() {

        const OnlineCountResponse = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        OnlineCountResponse.prototype.onlineMemberNum = 0;
        OnlineCountResponse.prototype.expireTime = 0;

        OnlineCountResponse.create = function(properties) {
            return new OnlineCountResponse(properties);
        };

        OnlineCountResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.onlineMemberNum != null && $Object.hasOwnProperty.call(message, "onlineMemberNum") && message.onlineMemberNum !== 0)
                writer.uint32(8).uint32(message.onlineMemberNum);
            if (message.expireTime != null && $Object.hasOwnProperty.call(message, "expireTime") && message.expireTime !== 0)
                writer.uint32(16).uint32(message.expireTime);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        OnlineCountResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.OnlineCountResponse();
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
                            message.onlineMemberNum = value;
                        else
                            delete message.onlineMemberNum;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.expireTime = value;
                        else
                            delete message.expireTime;
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

        return OnlineCountResponse;
    })();

    im.LongPollRequest = (function() {

        const LongPollRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LongPollRequest.prototype.key = "";
        LongPollRequest.prototype.startSequence = 0;
        LongPollRequest.prototype.simplifiedMessage = false;

        LongPollRequest.create = function(properties) {
            return new LongPollRequest(properties);
        };

        LongPollRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.key != null && $Object.hasOwnProperty.call(message, "key") && message.key !== "")
                writer.uint32(10).string(message.key);
            if (message.startSequence != null && $Object.hasOwnProperty.call(message, "startSequence") && message.startSequence !== 0)
                writer.uint32(16).uint32(message.startSequence);
            if (message.simplifiedMessage != null && $Object.hasOwnProperty.call(message, "simplifiedMessage") && message.simplifiedMessage !== false)
                writer.uint32(24).bool(message.simplifiedMessage);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        LongPollRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.LongPollRequest();
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
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.startSequence = value;
                        else
                            delete message.startSequence;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.simplifiedMessage = value;
                        else
                            delete message.simplifiedMessage;
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

        return LongPollRequest;
    })();

    im.LongPollResponse = (function() {

        const LongPollResponse = function (properties) {
            this.messages = [];
            this.events = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LongPollResponse.prototype.errorCode = 0;
        LongPollResponse.prototype.errorInfo = "";
        LongPollResponse.prototype.key = "";
        LongPollResponse.prototype.nextSequence = 0;
        LongPollResponse.prototype.messages = $util.emptyArray;
        LongPollResponse.prototype.events = $util.emptyArray;

        LongPollResponse.create = function(properties) {
            return new LongPollResponse(properties);
        };

        LongPollResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.errorCode != null && $Object.hasOwnProperty.call(message, "errorCode") && message.errorCode !== 0)
                writer.uint32(8).int32(message.errorCode);
            if (message.errorInfo != null && $Object.hasOwnProperty.call(message, "errorInfo") && message.errorInfo !== "")
                writer.uint32(18).string(message.errorInfo);
            if (message.key != null && $Object.hasOwnProperty.call(message, "key") && message.key !== "")
                writer.uint32(26).string(message.key);
            if (message.nextSequence != null && $Object.hasOwnProperty.call(message, "nextSequence") && message.nextSequence !== 0)
                writer.uint32(32).uint32(message.nextSequence);
            if (message.messages != null && message.messages.length)
                for (let i = 0; i < message.messages.length; ++i)
                    $root.im.Message.encode(message.messages[i], writer.uint32(42).fork(), _depth + 1).ldelim();
            if (message.events != null && message.events.length)
                writer.uint32(50).uint32s(message.events);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        LongPollResponse.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.LongPollResponse();
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
                        if (value = reader.int32())
                            message.errorCode = value;
                        else
                            delete message.errorCode;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.errorInfo = value;
                        else
                            delete message.errorInfo;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.key = value;
                        else
                            delete message.key;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.nextSequence = value;
                        else
                            delete message.nextSequence;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.messages && message.messages.length))
                            message.messages = [];
                        message.messages.push($root.im.Message.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 6: {
                        if (wireType === 2) {
                            if (!(message.events && message.events.length))
                                message.events = [];
                            reader.uint32s(message.events);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.events && message.events.length))
                            message.events = [];
                        message.events.push(reader.uint32());
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

        return LongPollResponse;
    })();

    im.AnonymousJoinRequest = (function() {

        const AnonymousJoinRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        AnonymousJoinRequest.prototype.groupId = "";
        AnonymousJoinRequest.prototype.sdkAppId = 0;

        AnonymousJoinRequest.create = function(properties) {
            return new AnonymousJoinRequest(properties);
        };

        AnonymousJoinRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.groupId != null && $Object.hasOwnProperty.call(message, "groupId") && message.groupId !== "")
                writer.uint32(10).string(message.groupId);
            if (message.sdkAppId != null && $Object.hasOwnProperty.call(message, "sdkAppId") && message.sdkAppId !== 0)
                writer.uint32(16).uint32(message.sdkAppId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        AnonymousJoinRequest.decode = function (reader, length, _end, _depth, _target) {
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
            message = _target || new $root.im.AnonymousJoinRequest();
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
                            message.sdkAppId = value;
                        else
                            delete message.sdkAppId;
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

        return AnonymousJoinRequest;
    })();

    return im;
})();

export {
  $root as default
};
