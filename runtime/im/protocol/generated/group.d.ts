import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imgroup {

    interface IGroupMember extends imgroup.GroupMember.$Properties {
    }

    class GroupMember {
        constructor(properties?: imgroup.GroupMember.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        nick: string;
        avatar: string;
        role: string;
        joinTime: number;
        nameCard: string;
        muteUntil: number;
        memberCustomField: imgroup.GroupAttribute.$Properties[];
        markList: number[];
        remindType: number;
        static create(properties: imgroup.GroupMember.$Shape): imgroup.GroupMember & imgroup.GroupMember.$Shape;
        static create(properties?: imgroup.GroupMember.$Properties): imgroup.GroupMember;
        static encode(message: imgroup.GroupMember.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupMember & imgroup.GroupMember.$Shape;
    }

    namespace GroupMember {
        interface $Properties {
            userId?: (string|null);
            nick?: (string|null);
            avatar?: (string|null);
            role?: (string|null);
            joinTime?: (number|null);
            nameCard?: (string|null);
            muteUntil?: (number|null);
            memberCustomField?: (imgroup.GroupAttribute.$Properties[]|null);
            markList?: (number[]|null);
            remindType?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupMember.$Properties;
    }

    interface IGroupProfile extends imgroup.GroupProfile.$Properties {
    }

    class GroupProfile {
        constructor(properties?: imgroup.GroupProfile.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        type: string;
        name: string;
        introduction: string;
        notification: string;
        avatar: string;
        ownerId: string;
        createTime: number;
        memberCount: number;
        maxMemberCount: number;
        joinOption: string;
        muteAllMembers: string;
        nextMessageSeq: number;
        selfInfo?: (imgroup.GroupMember.$Properties|null);
        errorCode: number;
        errorInfo: string;
        isSupportTopic: boolean;
        slowMode: number;
        inviteOption: string;
        static create(properties: imgroup.GroupProfile.$Shape): imgroup.GroupProfile & imgroup.GroupProfile.$Shape;
        static create(properties?: imgroup.GroupProfile.$Properties): imgroup.GroupProfile;
        static encode(message: imgroup.GroupProfile.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupProfile & imgroup.GroupProfile.$Shape;
    }

    namespace GroupProfile {
        interface $Properties {
            groupId?: (string|null);
            type?: (string|null);
            name?: (string|null);
            introduction?: (string|null);
            notification?: (string|null);
            avatar?: (string|null);
            ownerId?: (string|null);
            createTime?: (number|null);
            memberCount?: (number|null);
            maxMemberCount?: (number|null);
            joinOption?: (string|null);
            muteAllMembers?: (string|null);
            nextMessageSeq?: (number|null);
            selfInfo?: (imgroup.GroupMember.$Properties|null);
            errorCode?: (number|null);
            errorInfo?: (string|null);
            isSupportTopic?: (boolean|null);
            slowMode?: (number|null);
            inviteOption?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupProfile.$Properties;
    }

    interface ITopic extends imgroup.Topic.$Properties {
    }

    class Topic {
        constructor(properties?: imgroup.Topic.$Properties);
        $unknowns?: Uint8Array[];
        topicId: string;
        groupId: string;
        name: string;
        introduction: string;
        notification: string;
        avatar: string;
        muteAllMembers: string;
        customData: string;
        nextMessageSeq: number;
        createTime: number;
        unreadCount: number;
        readSequence: number;
        lastMessageTime: number;
        lastMessageSequence: number;
        lastMessageFrom: string;
        lastMessageForShow: string;
        errorCode: number;
        errorInfo: string;
        remindType: number;
        static create(properties: imgroup.Topic.$Shape): imgroup.Topic & imgroup.Topic.$Shape;
        static create(properties?: imgroup.Topic.$Properties): imgroup.Topic;
        static encode(message: imgroup.Topic.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.Topic & imgroup.Topic.$Shape;
    }

    namespace Topic {
        interface $Properties {
            topicId?: (string|null);
            groupId?: (string|null);
            name?: (string|null);
            introduction?: (string|null);
            notification?: (string|null);
            avatar?: (string|null);
            muteAllMembers?: (string|null);
            customData?: (string|null);
            nextMessageSeq?: (number|null);
            createTime?: (number|null);
            unreadCount?: (number|null);
            readSequence?: (number|null);
            lastMessageTime?: (number|null);
            lastMessageSequence?: (number|null);
            lastMessageFrom?: (string|null);
            lastMessageForShow?: (string|null);
            errorCode?: (number|null);
            errorInfo?: (string|null);
            remindType?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.Topic.$Properties;
    }

    interface IGroupApplication extends imgroup.GroupApplication.$Properties {
    }

    class GroupApplication {
        constructor(properties?: imgroup.GroupApplication.$Properties);
        $unknowns?: Uint8Array[];
        applicant: string;
        applicantNick: string;
        groupId: string;
        groupName: string;
        applyMessage: string;
        time: number;
        applicationType: number;
        invitee: string;
        static create(properties: imgroup.GroupApplication.$Shape): imgroup.GroupApplication & imgroup.GroupApplication.$Shape;
        static create(properties?: imgroup.GroupApplication.$Properties): imgroup.GroupApplication;
        static encode(message: imgroup.GroupApplication.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupApplication & imgroup.GroupApplication.$Shape;
    }

    namespace GroupApplication {
        interface $Properties {
            applicant?: (string|null);
            applicantNick?: (string|null);
            groupId?: (string|null);
            groupName?: (string|null);
            applyMessage?: (string|null);
            time?: (number|null);
            applicationType?: (number|null);
            invitee?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupApplication.$Properties;
    }

    interface IMemberResult extends imgroup.MemberResult.$Properties {
    }

    class MemberResult {
        constructor(properties?: imgroup.MemberResult.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        result: number;
        static create(properties: imgroup.MemberResult.$Shape): imgroup.MemberResult & imgroup.MemberResult.$Shape;
        static create(properties?: imgroup.MemberResult.$Properties): imgroup.MemberResult;
        static encode(message: imgroup.MemberResult.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.MemberResult & imgroup.MemberResult.$Shape;
    }

    namespace MemberResult {
        interface $Properties {
            userId?: (string|null);
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.MemberResult.$Properties;
    }

    interface IGroupAttribute extends imgroup.GroupAttribute.$Properties {
    }

    class GroupAttribute {
        constructor(properties?: imgroup.GroupAttribute.$Properties);
        $unknowns?: Uint8Array[];
        key: string;
        value: string;
        static create(properties: imgroup.GroupAttribute.$Shape): imgroup.GroupAttribute & imgroup.GroupAttribute.$Shape;
        static create(properties?: imgroup.GroupAttribute.$Properties): imgroup.GroupAttribute;
        static encode(message: imgroup.GroupAttribute.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupAttribute & imgroup.GroupAttribute.$Shape;
    }

    namespace GroupAttribute {
        interface $Properties {
            key?: (string|null);
            value?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupAttribute.$Properties;
    }

    interface IGroupCounter extends imgroup.GroupCounter.$Properties {
    }

    class GroupCounter {
        constructor(properties?: imgroup.GroupCounter.$Properties);
        $unknowns?: Uint8Array[];
        key: string;
        value: number;
        static create(properties: imgroup.GroupCounter.$Shape): imgroup.GroupCounter & imgroup.GroupCounter.$Shape;
        static create(properties?: imgroup.GroupCounter.$Properties): imgroup.GroupCounter;
        static encode(message: imgroup.GroupCounter.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupCounter & imgroup.GroupCounter.$Shape;
    }

    namespace GroupCounter {
        interface $Properties {
            key?: (string|null);
            value?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupCounter.$Properties;
    }

    interface IGroupRequest extends imgroup.GroupRequest.$Properties {
    }

    class GroupRequest {
        constructor(properties?: imgroup.GroupRequest.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        groupIds: string[];
        profile?: (imgroup.GroupProfile.$Properties|null);
        fields: string[];
        userIds: string[];
        offset: number;
        count: number;
        userId: string;
        role: string;
        muteSeconds: number;
        nameCard: string;
        handleAction: number;
        handleMessage: string;
        reason: string;
        topic?: (imgroup.Topic.$Properties|null);
        topicIds: string[];
        attributes: imgroup.GroupAttribute.$Properties[];
        keys: string[];
        counters: imgroup.GroupCounter.$Properties[];
        counterMode: string;
        memberCustomField: imgroup.GroupAttribute.$Properties[];
        markType: number;
        enableMark: boolean;
        invitee: string;
        static create(properties: imgroup.GroupRequest.$Shape): imgroup.GroupRequest & imgroup.GroupRequest.$Shape;
        static create(properties?: imgroup.GroupRequest.$Properties): imgroup.GroupRequest;
        static encode(message: imgroup.GroupRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupRequest & imgroup.GroupRequest.$Shape;
    }

    namespace GroupRequest {
        interface $Properties {
            groupId?: (string|null);
            groupIds?: (string[]|null);
            profile?: (imgroup.GroupProfile.$Properties|null);
            fields?: (string[]|null);
            userIds?: (string[]|null);
            offset?: (number|null);
            count?: (number|null);
            userId?: (string|null);
            role?: (string|null);
            muteSeconds?: (number|null);
            nameCard?: (string|null);
            handleAction?: (number|null);
            handleMessage?: (string|null);
            reason?: (string|null);
            topic?: (imgroup.Topic.$Properties|null);
            topicIds?: (string[]|null);
            attributes?: (imgroup.GroupAttribute.$Properties[]|null);
            keys?: (string[]|null);
            counters?: (imgroup.GroupCounter.$Properties[]|null);
            counterMode?: (string|null);
            memberCustomField?: (imgroup.GroupAttribute.$Properties[]|null);
            markType?: (number|null);
            enableMark?: (boolean|null);
            invitee?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupRequest.$Properties;
    }

    interface IGroupResponse extends imgroup.GroupResponse.$Properties {
    }

    class GroupResponse {
        constructor(properties?: imgroup.GroupResponse.$Properties);
        $unknowns?: Uint8Array[];
        groups: imgroup.GroupProfile.$Properties[];
        totalCount: number;
        nextOffset: number;
        complete: boolean;
        members: imgroup.GroupMember.$Properties[];
        applications: imgroup.GroupApplication.$Properties[];
        results: imgroup.MemberResult.$Properties[];
        groupId: string;
        topics: imgroup.Topic.$Properties[];
        topicId: string;
        attributes: imgroup.GroupAttribute.$Properties[];
        mainSequence: number;
        counters: imgroup.GroupCounter.$Properties[];
        counterSequence: number;
        static create(properties: imgroup.GroupResponse.$Shape): imgroup.GroupResponse & imgroup.GroupResponse.$Shape;
        static create(properties?: imgroup.GroupResponse.$Properties): imgroup.GroupResponse;
        static encode(message: imgroup.GroupResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupResponse & imgroup.GroupResponse.$Shape;
    }

    namespace GroupResponse {
        interface $Properties {
            groups?: (imgroup.GroupProfile.$Properties[]|null);
            totalCount?: (number|null);
            nextOffset?: (number|null);
            complete?: (boolean|null);
            members?: (imgroup.GroupMember.$Properties[]|null);
            applications?: (imgroup.GroupApplication.$Properties[]|null);
            results?: (imgroup.MemberResult.$Properties[]|null);
            groupId?: (string|null);
            topics?: (imgroup.Topic.$Properties[]|null);
            topicId?: (string|null);
            attributes?: (imgroup.GroupAttribute.$Properties[]|null);
            mainSequence?: (number|null);
            counters?: (imgroup.GroupCounter.$Properties[]|null);
            counterSequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupResponse.$Properties;
    }

    interface IGroupNotice extends imgroup.GroupNotice.$Properties {
    }

    class GroupNotice {
        constructor(properties?: imgroup.GroupNotice.$Properties);
        $unknowns?: Uint8Array[];
        type: number;
        group?: (imgroup.GroupProfile.$Properties|null);
        operatorId: string;
        message: string;
        applicant: string;
        time: number;
        topic?: (imgroup.Topic.$Properties|null);
        topicIds: string[];
        attributes: imgroup.GroupAttribute.$Properties[];
        mainSequence: number;
        counters: imgroup.GroupCounter.$Properties[];
        counterSequence: number;
        counterNoticeType: number;
        remindType: number;
        static create(properties: imgroup.GroupNotice.$Shape): imgroup.GroupNotice & imgroup.GroupNotice.$Shape;
        static create(properties?: imgroup.GroupNotice.$Properties): imgroup.GroupNotice;
        static encode(message: imgroup.GroupNotice.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupNotice & imgroup.GroupNotice.$Shape;
    }

    namespace GroupNotice {
        interface $Properties {
            type?: (number|null);
            group?: (imgroup.GroupProfile.$Properties|null);
            operatorId?: (string|null);
            message?: (string|null);
            applicant?: (string|null);
            time?: (number|null);
            topic?: (imgroup.Topic.$Properties|null);
            topicIds?: (string[]|null);
            attributes?: (imgroup.GroupAttribute.$Properties[]|null);
            mainSequence?: (number|null);
            counters?: (imgroup.GroupCounter.$Properties[]|null);
            counterSequence?: (number|null);
            counterNoticeType?: (number|null);
            remindType?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupNotice.$Properties;
    }

    interface IGroupTip extends imgroup.GroupTip.$Properties {
    }

    class GroupTip {
        constructor(properties?: imgroup.GroupTip.$Properties);
        $unknowns?: Uint8Array[];
        operationType: number;
        operatorId: string;
        userIds: string[];
        static create(properties: imgroup.GroupTip.$Shape): imgroup.GroupTip & imgroup.GroupTip.$Shape;
        static create(properties?: imgroup.GroupTip.$Properties): imgroup.GroupTip;
        static encode(message: imgroup.GroupTip.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imgroup.GroupTip & imgroup.GroupTip.$Shape;
    }

    namespace GroupTip {
        interface $Properties {
            operationType?: (number|null);
            operatorId?: (string|null);
            userIds?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imgroup.GroupTip.$Properties;
    }
}
