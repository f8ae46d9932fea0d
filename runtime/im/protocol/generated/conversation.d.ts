import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imconv {

    interface IGroupAtRef extends imconv.GroupAtRef.$Properties {
    }

    class GroupAtRef {
        constructor(properties?: imconv.GroupAtRef.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        sequence: number;
        static create(properties: imconv.GroupAtRef.$Shape): imconv.GroupAtRef & imconv.GroupAtRef.$Shape;
        static create(properties?: imconv.GroupAtRef.$Properties): imconv.GroupAtRef;
        static encode(message: imconv.GroupAtRef.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.GroupAtRef & imconv.GroupAtRef.$Shape;
    }

    namespace GroupAtRef {
        interface $Properties {
            groupId?: (string|null);
            sequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.GroupAtRef.$Properties;
    }

    interface IConversationRequest extends imconv.ConversationRequest.$Properties {
    }

    class ConversationRequest {
        constructor(properties?: imconv.ConversationRequest.$Properties);
        $unknowns?: Uint8Array[];
        conversationIds: string[];
        groupName: string;
        newGroupName: string;
        markBit: number;
        enableMark: boolean;
        customData: string;
        userIds: string[];
        groupId: string;
        remindType: number;
        groupAt: imconv.GroupAtRef.$Properties[];
        static create(properties: imconv.ConversationRequest.$Shape): imconv.ConversationRequest & imconv.ConversationRequest.$Shape;
        static create(properties?: imconv.ConversationRequest.$Properties): imconv.ConversationRequest;
        static encode(message: imconv.ConversationRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ConversationRequest & imconv.ConversationRequest.$Shape;
    }

    namespace ConversationRequest {
        interface $Properties {
            conversationIds?: (string[]|null);
            groupName?: (string|null);
            newGroupName?: (string|null);
            markBit?: (number|null);
            enableMark?: (boolean|null);
            customData?: (string|null);
            userIds?: (string[]|null);
            groupId?: (string|null);
            remindType?: (number|null);
            groupAt?: (imconv.GroupAtRef.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ConversationRequest.$Properties;
    }

    interface IResultItem extends imconv.ResultItem.$Properties {
    }

    class ResultItem {
        constructor(properties?: imconv.ResultItem.$Properties);
        $unknowns?: Uint8Array[];
        id: string;
        code: number;
        info: string;
        static create(properties: imconv.ResultItem.$Shape): imconv.ResultItem & imconv.ResultItem.$Shape;
        static create(properties?: imconv.ResultItem.$Properties): imconv.ResultItem;
        static encode(message: imconv.ResultItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ResultItem & imconv.ResultItem.$Shape;
    }

    namespace ResultItem {
        interface $Properties {
            id?: (string|null);
            code?: (number|null);
            info?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ResultItem.$Properties;
    }

    interface IConversationGroup extends imconv.ConversationGroup.$Properties {
    }

    class ConversationGroup {
        constructor(properties?: imconv.ConversationGroup.$Properties);
        $unknowns?: Uint8Array[];
        name: string;
        conversationIds: string[];
        static create(properties: imconv.ConversationGroup.$Shape): imconv.ConversationGroup & imconv.ConversationGroup.$Shape;
        static create(properties?: imconv.ConversationGroup.$Properties): imconv.ConversationGroup;
        static encode(message: imconv.ConversationGroup.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ConversationGroup & imconv.ConversationGroup.$Shape;
    }

    namespace ConversationGroup {
        interface $Properties {
            name?: (string|null);
            conversationIds?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ConversationGroup.$Properties;
    }

    interface IConversationSettings extends imconv.ConversationSettings.$Properties {
    }

    class ConversationSettings {
        constructor(properties?: imconv.ConversationSettings.$Properties);
        $unknowns?: Uint8Array[];
        conversationId: string;
        marks: number;
        customData: string;
        remindType: number;
        static create(properties: imconv.ConversationSettings.$Shape): imconv.ConversationSettings & imconv.ConversationSettings.$Shape;
        static create(properties?: imconv.ConversationSettings.$Properties): imconv.ConversationSettings;
        static encode(message: imconv.ConversationSettings.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ConversationSettings & imconv.ConversationSettings.$Shape;
    }

    namespace ConversationSettings {
        interface $Properties {
            conversationId?: (string|null);
            marks?: (number|null);
            customData?: (string|null);
            remindType?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ConversationSettings.$Properties;
    }

    interface IConversationResponse extends imconv.ConversationResponse.$Properties {
    }

    class ConversationResponse {
        constructor(properties?: imconv.ConversationResponse.$Properties);
        $unknowns?: Uint8Array[];
        results: imconv.ResultItem.$Properties[];
        groups: imconv.ConversationGroup.$Properties[];
        conversations: imconv.ConversationSettings.$Properties[];
        static create(properties: imconv.ConversationResponse.$Shape): imconv.ConversationResponse & imconv.ConversationResponse.$Shape;
        static create(properties?: imconv.ConversationResponse.$Properties): imconv.ConversationResponse;
        static encode(message: imconv.ConversationResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ConversationResponse & imconv.ConversationResponse.$Shape;
    }

    namespace ConversationResponse {
        interface $Properties {
            results?: (imconv.ResultItem.$Properties[]|null);
            groups?: (imconv.ConversationGroup.$Properties[]|null);
            conversations?: (imconv.ConversationSettings.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ConversationResponse.$Properties;
    }

    interface IConversationPush extends imconv.ConversationPush.$Properties {
    }

    class ConversationPush {
        constructor(properties?: imconv.ConversationPush.$Properties);
        $unknowns?: Uint8Array[];
        kind: number;
        groups: imconv.ConversationGroup.$Properties[];
        conversations: imconv.ConversationSettings.$Properties[];
        groupName: string;
        oldGroupName: string;
        conversationId: string;
        static create(properties: imconv.ConversationPush.$Shape): imconv.ConversationPush & imconv.ConversationPush.$Shape;
        static create(properties?: imconv.ConversationPush.$Properties): imconv.ConversationPush;
        static encode(message: imconv.ConversationPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imconv.ConversationPush & imconv.ConversationPush.$Shape;
    }

    namespace ConversationPush {
        interface $Properties {
            kind?: (number|null);
            groups?: (imconv.ConversationGroup.$Properties[]|null);
            conversations?: (imconv.ConversationSettings.$Properties[]|null);
            groupName?: (string|null);
            oldGroupName?: (string|null);
            conversationId?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imconv.ConversationPush.$Properties;
    }
}
