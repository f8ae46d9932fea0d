import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imrel {

    interface IProfileItem extends imrel.ProfileItem.$Properties {
    }

    class ProfileItem {
        constructor(properties?: imrel.ProfileItem.$Properties);
        $unknowns?: Uint8Array[];
        tag: string;
        value: string;
        static create(properties: imrel.ProfileItem.$Shape): imrel.ProfileItem & imrel.ProfileItem.$Shape;
        static create(properties?: imrel.ProfileItem.$Properties): imrel.ProfileItem;
        static encode(message: imrel.ProfileItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.ProfileItem & imrel.ProfileItem.$Shape;
    }

    namespace ProfileItem {
        interface $Properties {
            tag?: (string|null);
            value?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.ProfileItem.$Properties;
    }

    interface IUserProfile extends imrel.UserProfile.$Properties {
    }

    class UserProfile {
        constructor(properties?: imrel.UserProfile.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        items: imrel.ProfileItem.$Properties[];
        static create(properties: imrel.UserProfile.$Shape): imrel.UserProfile & imrel.UserProfile.$Shape;
        static create(properties?: imrel.UserProfile.$Properties): imrel.UserProfile;
        static encode(message: imrel.UserProfile.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.UserProfile & imrel.UserProfile.$Shape;
    }

    namespace UserProfile {
        interface $Properties {
            userId?: (string|null);
            items?: (imrel.ProfileItem.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.UserProfile.$Properties;
    }

    interface IAddFriendItem extends imrel.AddFriendItem.$Properties {
    }

    class AddFriendItem {
        constructor(properties?: imrel.AddFriendItem.$Properties);
        $unknowns?: Uint8Array[];
        to: string;
        source: string;
        wording: string;
        remark: string;
        static create(properties: imrel.AddFriendItem.$Shape): imrel.AddFriendItem & imrel.AddFriendItem.$Shape;
        static create(properties?: imrel.AddFriendItem.$Properties): imrel.AddFriendItem;
        static encode(message: imrel.AddFriendItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.AddFriendItem & imrel.AddFriendItem.$Shape;
    }

    namespace AddFriendItem {
        interface $Properties {
            to?: (string|null);
            source?: (string|null);
            wording?: (string|null);
            remark?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.AddFriendItem.$Properties;
    }

    interface IFriend extends imrel.Friend.$Properties {
    }

    class Friend {
        constructor(properties?: imrel.Friend.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        remark: string;
        source: string;
        addTime: number;
        profile?: (imrel.UserProfile.$Properties|null);
        groupList: string[];
        static create(properties: imrel.Friend.$Shape): imrel.Friend & imrel.Friend.$Shape;
        static create(properties?: imrel.Friend.$Properties): imrel.Friend;
        static encode(message: imrel.Friend.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.Friend & imrel.Friend.$Shape;
    }

    namespace Friend {
        interface $Properties {
            userId?: (string|null);
            remark?: (string|null);
            source?: (string|null);
            addTime?: (number|null);
            profile?: (imrel.UserProfile.$Properties|null);
            groupList?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.Friend.$Properties;
    }

    interface IFriendGroup extends imrel.FriendGroup.$Properties {
    }

    class FriendGroup {
        constructor(properties?: imrel.FriendGroup.$Properties);
        $unknowns?: Uint8Array[];
        name: string;
        userIds: string[];
        static create(properties: imrel.FriendGroup.$Shape): imrel.FriendGroup & imrel.FriendGroup.$Shape;
        static create(properties?: imrel.FriendGroup.$Properties): imrel.FriendGroup;
        static encode(message: imrel.FriendGroup.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.FriendGroup & imrel.FriendGroup.$Shape;
    }

    namespace FriendGroup {
        interface $Properties {
            name?: (string|null);
            userIds?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.FriendGroup.$Properties;
    }

    interface IFriendApplication extends imrel.FriendApplication.$Properties {
    }

    class FriendApplication {
        constructor(properties?: imrel.FriendApplication.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        nick: string;
        avatar: string;
        time: number;
        source: string;
        wording: string;
        type: number;
        static create(properties: imrel.FriendApplication.$Shape): imrel.FriendApplication & imrel.FriendApplication.$Shape;
        static create(properties?: imrel.FriendApplication.$Properties): imrel.FriendApplication;
        static encode(message: imrel.FriendApplication.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.FriendApplication & imrel.FriendApplication.$Shape;
    }

    namespace FriendApplication {
        interface $Properties {
            userId?: (string|null);
            nick?: (string|null);
            avatar?: (string|null);
            time?: (number|null);
            source?: (string|null);
            wording?: (string|null);
            type?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.FriendApplication.$Properties;
    }

    interface IResultItem extends imrel.ResultItem.$Properties {
    }

    class ResultItem {
        constructor(properties?: imrel.ResultItem.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        code: number;
        info: string;
        relation: number;
        static create(properties: imrel.ResultItem.$Shape): imrel.ResultItem & imrel.ResultItem.$Shape;
        static create(properties?: imrel.ResultItem.$Properties): imrel.ResultItem;
        static encode(message: imrel.ResultItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.ResultItem & imrel.ResultItem.$Shape;
    }

    namespace ResultItem {
        interface $Properties {
            userId?: (string|null);
            code?: (number|null);
            info?: (string|null);
            relation?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.ResultItem.$Properties;
    }

    interface IBlacklistItem extends imrel.BlacklistItem.$Properties {
    }

    class BlacklistItem {
        constructor(properties?: imrel.BlacklistItem.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        time: number;
        static create(properties: imrel.BlacklistItem.$Shape): imrel.BlacklistItem & imrel.BlacklistItem.$Shape;
        static create(properties?: imrel.BlacklistItem.$Properties): imrel.BlacklistItem;
        static encode(message: imrel.BlacklistItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.BlacklistItem & imrel.BlacklistItem.$Shape;
    }

    namespace BlacklistItem {
        interface $Properties {
            userId?: (string|null);
            time?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.BlacklistItem.$Properties;
    }

    interface IRelationshipRequest extends imrel.RelationshipRequest.$Properties {
    }

    class RelationshipRequest {
        constructor(properties?: imrel.RelationshipRequest.$Properties);
        $unknowns?: Uint8Array[];
        userIds: string[];
        addItems: imrel.AddFriendItem.$Properties[];
        type: number;
        remark: string;
        profileItems: imrel.ProfileItem.$Properties[];
        startIndex: number;
        maxLimited: number;
        response: number;
        groupName: string;
        newGroupName: string;
        groupNames: string[];
        static create(properties: imrel.RelationshipRequest.$Shape): imrel.RelationshipRequest & imrel.RelationshipRequest.$Shape;
        static create(properties?: imrel.RelationshipRequest.$Properties): imrel.RelationshipRequest;
        static encode(message: imrel.RelationshipRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.RelationshipRequest & imrel.RelationshipRequest.$Shape;
    }

    namespace RelationshipRequest {
        interface $Properties {
            userIds?: (string[]|null);
            addItems?: (imrel.AddFriendItem.$Properties[]|null);
            type?: (number|null);
            remark?: (string|null);
            profileItems?: (imrel.ProfileItem.$Properties[]|null);
            startIndex?: (number|null);
            maxLimited?: (number|null);
            response?: (number|null);
            groupName?: (string|null);
            newGroupName?: (string|null);
            groupNames?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.RelationshipRequest.$Properties;
    }

    interface IRelationshipResponse extends imrel.RelationshipResponse.$Properties {
    }

    class RelationshipResponse {
        constructor(properties?: imrel.RelationshipResponse.$Properties);
        $unknowns?: Uint8Array[];
        friends: imrel.Friend.$Properties[];
        applications: imrel.FriendApplication.$Properties[];
        unreadCount: number;
        results: imrel.ResultItem.$Properties[];
        profiles: imrel.UserProfile.$Properties[];
        blacklist: imrel.BlacklistItem.$Properties[];
        startIndex: number;
        complete: boolean;
        friendGroups: imrel.FriendGroup.$Properties[];
        static create(properties: imrel.RelationshipResponse.$Shape): imrel.RelationshipResponse & imrel.RelationshipResponse.$Shape;
        static create(properties?: imrel.RelationshipResponse.$Properties): imrel.RelationshipResponse;
        static encode(message: imrel.RelationshipResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.RelationshipResponse & imrel.RelationshipResponse.$Shape;
    }

    namespace RelationshipResponse {
        interface $Properties {
            friends?: (imrel.Friend.$Properties[]|null);
            applications?: (imrel.FriendApplication.$Properties[]|null);
            unreadCount?: (number|null);
            results?: (imrel.ResultItem.$Properties[]|null);
            profiles?: (imrel.UserProfile.$Properties[]|null);
            blacklist?: (imrel.BlacklistItem.$Properties[]|null);
            startIndex?: (number|null);
            complete?: (boolean|null);
            friendGroups?: (imrel.FriendGroup.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.RelationshipResponse.$Properties;
    }

    interface IRelationshipPush extends imrel.RelationshipPush.$Properties {
    }

    class RelationshipPush {
        constructor(properties?: imrel.RelationshipPush.$Properties);
        $unknowns?: Uint8Array[];
        kind: number;
        profiles: imrel.UserProfile.$Properties[];
        static create(properties: imrel.RelationshipPush.$Shape): imrel.RelationshipPush & imrel.RelationshipPush.$Shape;
        static create(properties?: imrel.RelationshipPush.$Properties): imrel.RelationshipPush;
        static encode(message: imrel.RelationshipPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imrel.RelationshipPush & imrel.RelationshipPush.$Shape;
    }

    namespace RelationshipPush {
        interface $Properties {
            kind?: (number|null);
            profiles?: (imrel.UserProfile.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imrel.RelationshipPush.$Properties;
    }
}
