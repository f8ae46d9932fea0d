import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace im {

    interface IHeader extends im.Header.$Properties {
    }

    class Header {
        constructor(properties?: im.Header.$Properties);
        $unknowns?: Uint8Array[];
        version: number;
        platform: number;
        sdkAppId: number;
        userId: string;
        userSig: string;
        instanceId: string;
        sequence: number;
        requestTime: number;
        command: string;
        static create(properties: im.Header.$Shape): im.Header & im.Header.$Shape;
        static create(properties?: im.Header.$Properties): im.Header;
        static encode(message: im.Header.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.Header & im.Header.$Shape;
    }

    namespace Header {
        interface $Properties {
            version?: (number|null);
            platform?: (number|null);
            sdkAppId?: (number|null);
            userId?: (string|null);
            userSig?: (string|null);
            instanceId?: (string|null);
            sequence?: (number|null);
            requestTime?: (number|null);
            command?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.Header.$Properties;
    }

    interface IFrame extends im.Frame.$Properties {
    }

    class Frame {
        constructor(properties?: im.Frame.$Properties);
        $unknowns?: Uint8Array[];
        header?: (im.Header.$Properties|null);
        errorCode: number;
        errorInfo: string;
        loginRequest?: (im.LoginRequest.$Properties|null);
        loginResponse?: (im.LoginResponse.$Properties|null);
        logoutRequest?: (im.LogoutRequest.$Properties|null);
        helloResponse?: (im.HelloResponse.$Properties|null);
        kickOutPush?: (im.KickOutPush.$Properties|null);
        sendMessageRequest?: (im.SendMessageRequest.$Properties|null);
        sendMessageResponse?: (im.SendMessageResponse.$Properties|null);
        messagePush?: (im.MessagePush.$Properties|null);
        syncRequest?: (im.SyncRequest.$Properties|null);
        syncResponse?: (im.SyncResponse.$Properties|null);
        roamingRequest?: (im.RoamingRequest.$Properties|null);
        roamingResponse?: (im.RoamingResponse.$Properties|null);
        setReadRequest?: (im.SetReadRequest.$Properties|null);
        readPush?: (im.ReadPush.$Properties|null);
        messageRef?: (im.MessageRef.$Properties|null);
        modifyRequest?: (im.ModifyRequest.$Properties|null);
        modifiedMessage?: (im.Message.$Properties|null);
        deleteMessagesRequest?: (im.DeleteMessagesRequest.$Properties|null);
        changePush?: (im.ChangePush.$Properties|null);
        conversationListRequest?: (im.ConversationListRequest.$Properties|null);
        conversationListResponse?: (im.ConversationListResponse.$Properties|null);
        deleteConversationRequest?: (im.DeleteConversationRequest.$Properties|null);
        deleteConversationResponse?: (im.DeleteConversationResponse.$Properties|null);
        pinConversationRequest?: (im.PinConversationRequest.$Properties|null);
        setAllReadRequest?: (im.SetAllReadRequest.$Properties|null);
        groupRequest?: (im.GroupRequest.$Properties|null);
        joinGroupResponse?: (im.JoinGroupResponse.$Properties|null);
        onlineCountResponse?: (im.OnlineCountResponse.$Properties|null);
        groupPullRequest?: (im.GroupPullRequest.$Properties|null);
        groupPullResponse?: (im.GroupPullResponse.$Properties|null);
        relationship?: (Uint8Array|null);
        group?: (Uint8Array|null);
        upload?: (Uint8Array|null);
        messageExtra?: (Uint8Array|null);
        service?: (Uint8Array|null);
        moreMessages?: (Uint8Array|null);
        conversation?: (Uint8Array|null);
        body?: ("loginRequest"|"loginResponse"|"logoutRequest"|"helloResponse"|"kickOutPush"|"sendMessageRequest"|"sendMessageResponse"|"messagePush"|"syncRequest"|"syncResponse"|"roamingRequest"|"roamingResponse"|"setReadRequest"|"readPush"|"messageRef"|"modifyRequest"|"modifiedMessage"|"deleteMessagesRequest"|"changePush"|"conversationListRequest"|"conversationListResponse"|"deleteConversationRequest"|"deleteConversationResponse"|"pinConversationRequest"|"setAllReadRequest"|"groupRequest"|"joinGroupResponse"|"onlineCountResponse"|"groupPullRequest"|"groupPullResponse"|"relationship"|"group"|"upload"|"messageExtra"|"service"|"moreMessages"|"conversation");
        static create(properties: im.Frame.$Shape): im.Frame & im.Frame.$Shape;
        static create(properties?: im.Frame.$Properties): im.Frame;
        static encode(message: im.Frame.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.Frame & im.Frame.$Shape;
    }

    namespace Frame {
        interface $Properties {
            header?: (im.Header.$Properties|null);
            errorCode?: (number|null);
            errorInfo?: (string|null);
            loginRequest?: (im.LoginRequest.$Properties|null);
            loginResponse?: (im.LoginResponse.$Properties|null);
            logoutRequest?: (im.LogoutRequest.$Properties|null);
            helloResponse?: (im.HelloResponse.$Properties|null);
            kickOutPush?: (im.KickOutPush.$Properties|null);
            sendMessageRequest?: (im.SendMessageRequest.$Properties|null);
            sendMessageResponse?: (im.SendMessageResponse.$Properties|null);
            messagePush?: (im.MessagePush.$Properties|null);
            syncRequest?: (im.SyncRequest.$Properties|null);
            syncResponse?: (im.SyncResponse.$Properties|null);
            roamingRequest?: (im.RoamingRequest.$Properties|null);
            roamingResponse?: (im.RoamingResponse.$Properties|null);
            setReadRequest?: (im.SetReadRequest.$Properties|null);
            readPush?: (im.ReadPush.$Properties|null);
            messageRef?: (im.MessageRef.$Properties|null);
            modifyRequest?: (im.ModifyRequest.$Properties|null);
            modifiedMessage?: (im.Message.$Properties|null);
            deleteMessagesRequest?: (im.DeleteMessagesRequest.$Properties|null);
            changePush?: (im.ChangePush.$Properties|null);
            conversationListRequest?: (im.ConversationListRequest.$Properties|null);
            conversationListResponse?: (im.ConversationListResponse.$Properties|null);
            deleteConversationRequest?: (im.DeleteConversationRequest.$Properties|null);
            deleteConversationResponse?: (im.DeleteConversationResponse.$Properties|null);
            pinConversationRequest?: (im.PinConversationRequest.$Properties|null);
            setAllReadRequest?: (im.SetAllReadRequest.$Properties|null);
            groupRequest?: (im.GroupRequest.$Properties|null);
            joinGroupResponse?: (im.JoinGroupResponse.$Properties|null);
            onlineCountResponse?: (im.OnlineCountResponse.$Properties|null);
            groupPullRequest?: (im.GroupPullRequest.$Properties|null);
            groupPullResponse?: (im.GroupPullResponse.$Properties|null);
            relationship?: (Uint8Array|null);
            group?: (Uint8Array|null);
            upload?: (Uint8Array|null);
            messageExtra?: (Uint8Array|null);
            service?: (Uint8Array|null);
            moreMessages?: (Uint8Array|null);
            conversation?: (Uint8Array|null);
            body?: ("loginRequest"|"loginResponse"|"logoutRequest"|"helloResponse"|"kickOutPush"|"sendMessageRequest"|"sendMessageResponse"|"messagePush"|"syncRequest"|"syncResponse"|"roamingRequest"|"roamingResponse"|"setReadRequest"|"readPush"|"messageRef"|"modifyRequest"|"modifiedMessage"|"deleteMessagesRequest"|"changePush"|"conversationListRequest"|"conversationListResponse"|"deleteConversationRequest"|"deleteConversationResponse"|"pinConversationRequest"|"setAllReadRequest"|"groupRequest"|"joinGroupResponse"|"onlineCountResponse"|"groupPullRequest"|"groupPullResponse"|"relationship"|"group"|"upload"|"messageExtra"|"service"|"moreMessages"|"conversation");
            $unknowns?: Uint8Array[];
        }
        type $Shape = {
          header?: im.Header.$Shape|null;
          errorCode?: number|null;
          errorInfo?: string|null;
          loginRequest?: im.LoginRequest.$Shape|null;
          loginResponse?: im.LoginResponse.$Shape|null;
          logoutRequest?: im.LogoutRequest.$Shape|null;
          helloResponse?: im.HelloResponse.$Shape|null;
          kickOutPush?: im.KickOutPush.$Shape|null;
          sendMessageRequest?: im.SendMessageRequest.$Shape|null;
          sendMessageResponse?: im.SendMessageResponse.$Shape|null;
          messagePush?: im.MessagePush.$Shape|null;
          syncRequest?: im.SyncRequest.$Shape|null;
          syncResponse?: im.SyncResponse.$Shape|null;
          roamingRequest?: im.RoamingRequest.$Shape|null;
          roamingResponse?: im.RoamingResponse.$Shape|null;
          setReadRequest?: im.SetReadRequest.$Shape|null;
          readPush?: im.ReadPush.$Shape|null;
          messageRef?: im.MessageRef.$Shape|null;
          modifyRequest?: im.ModifyRequest.$Shape|null;
          modifiedMessage?: im.Message.$Shape|null;
          deleteMessagesRequest?: im.DeleteMessagesRequest.$Shape|null;
          changePush?: im.ChangePush.$Shape|null;
          conversationListRequest?: im.ConversationListRequest.$Shape|null;
          conversationListResponse?: im.ConversationListResponse.$Shape|null;
          deleteConversationRequest?: im.DeleteConversationRequest.$Shape|null;
          deleteConversationResponse?: im.DeleteConversationResponse.$Shape|null;
          pinConversationRequest?: im.PinConversationRequest.$Shape|null;
          setAllReadRequest?: im.SetAllReadRequest.$Shape|null;
          groupRequest?: im.GroupRequest.$Shape|null;
          joinGroupResponse?: im.JoinGroupResponse.$Shape|null;
          onlineCountResponse?: im.OnlineCountResponse.$Shape|null;
          groupPullRequest?: im.GroupPullRequest.$Shape|null;
          groupPullResponse?: im.GroupPullResponse.$Shape|null;
          relationship?: Uint8Array|null;
          group?: Uint8Array|null;
          upload?: Uint8Array|null;
          messageExtra?: Uint8Array|null;
          service?: Uint8Array|null;
          moreMessages?: Uint8Array|null;
          conversation?: Uint8Array|null;
          $unknowns?: Uint8Array[];
        } & (
          ({ body?: undefined; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "loginRequest"; loginRequest: im.LoginRequest.$Shape; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "loginResponse"; loginRequest?: null; loginResponse: im.LoginResponse.$Shape; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "logoutRequest"; loginRequest?: null; loginResponse?: null; logoutRequest: im.LogoutRequest.$Shape; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "helloResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse: im.HelloResponse.$Shape; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "kickOutPush"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush: im.KickOutPush.$Shape; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "sendMessageRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest: im.SendMessageRequest.$Shape; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "sendMessageResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse: im.SendMessageResponse.$Shape; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "messagePush"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush: im.MessagePush.$Shape; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "syncRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest: im.SyncRequest.$Shape; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "syncResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse: im.SyncResponse.$Shape; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "roamingRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest: im.RoamingRequest.$Shape; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "roamingResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse: im.RoamingResponse.$Shape; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "setReadRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest: im.SetReadRequest.$Shape; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "readPush"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush: im.ReadPush.$Shape; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "messageRef"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef: im.MessageRef.$Shape; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "modifyRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest: im.ModifyRequest.$Shape; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "modifiedMessage"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage: im.Message.$Shape; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "deleteMessagesRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest: im.DeleteMessagesRequest.$Shape; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "changePush"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush: im.ChangePush.$Shape; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "conversationListRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest: im.ConversationListRequest.$Shape; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "conversationListResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse: im.ConversationListResponse.$Shape; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "deleteConversationRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest: im.DeleteConversationRequest.$Shape; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "deleteConversationResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse: im.DeleteConversationResponse.$Shape; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "pinConversationRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest: im.PinConversationRequest.$Shape; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "setAllReadRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest: im.SetAllReadRequest.$Shape; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "groupRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest: im.GroupRequest.$Shape; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "joinGroupResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse: im.JoinGroupResponse.$Shape; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "onlineCountResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse: im.OnlineCountResponse.$Shape; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "groupPullRequest"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest: im.GroupPullRequest.$Shape; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "groupPullResponse"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse: im.GroupPullResponse.$Shape; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "relationship"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship: Uint8Array; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "group"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group: Uint8Array; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "upload"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload: Uint8Array; messageExtra?: null; service?: null; moreMessages?: null; conversation?: null }|{ body?: "messageExtra"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra: Uint8Array; service?: null; moreMessages?: null; conversation?: null }|{ body?: "service"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service: Uint8Array; moreMessages?: null; conversation?: null }|{ body?: "moreMessages"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages: Uint8Array; conversation?: null }|{ body?: "conversation"; loginRequest?: null; loginResponse?: null; logoutRequest?: null; helloResponse?: null; kickOutPush?: null; sendMessageRequest?: null; sendMessageResponse?: null; messagePush?: null; syncRequest?: null; syncResponse?: null; roamingRequest?: null; roamingResponse?: null; setReadRequest?: null; readPush?: null; messageRef?: null; modifyRequest?: null; modifiedMessage?: null; deleteMessagesRequest?: null; changePush?: null; conversationListRequest?: null; conversationListResponse?: null; deleteConversationRequest?: null; deleteConversationResponse?: null; pinConversationRequest?: null; setAllReadRequest?: null; groupRequest?: null; joinGroupResponse?: null; onlineCountResponse?: null; groupPullRequest?: null; groupPullResponse?: null; relationship?: null; group?: null; upload?: null; messageExtra?: null; service?: null; moreMessages?: null; conversation: Uint8Array })
        );
    }

    enum ConversationType {
        CONVERSATION_UNKNOWN = 0,
        C2C = 1,
        GROUP = 2
    }

    interface IElement extends im.Element.$Properties {
    }

    class Element {
        constructor(properties?: im.Element.$Properties);
        $unknowns?: Uint8Array[];
        type: string;
        text: string;
        data: string;
        description: string;
        extension: string;
        imageFormat: number;
        uuid: string;
        imageInfoArray: im.ImageInfo.$Properties[];
        messageList: im.Message.$Properties[];
        static create(properties: im.Element.$Shape): im.Element & im.Element.$Shape;
        static create(properties?: im.Element.$Properties): im.Element;
        static encode(message: im.Element.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.Element & im.Element.$Shape;
    }

    namespace Element {
        interface $Properties {
            type?: (string|null);
            text?: (string|null);
            data?: (string|null);
            description?: (string|null);
            extension?: (string|null);
            imageFormat?: (number|null);
            uuid?: (string|null);
            imageInfoArray?: (im.ImageInfo.$Properties[]|null);
            messageList?: (im.Message.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.Element.$Properties;
    }

    interface IImageInfo extends im.ImageInfo.$Properties {
    }

    class ImageInfo {
        constructor(properties?: im.ImageInfo.$Properties);
        $unknowns?: Uint8Array[];
        sizeType: number;
        size: number;
        width: number;
        height: number;
        url: string;
        static create(properties: im.ImageInfo.$Shape): im.ImageInfo & im.ImageInfo.$Shape;
        static create(properties?: im.ImageInfo.$Properties): im.ImageInfo;
        static encode(message: im.ImageInfo.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ImageInfo & im.ImageInfo.$Shape;
    }

    namespace ImageInfo {
        interface $Properties {
            sizeType?: (number|null);
            size?: (number|null);
            width?: (number|null);
            height?: (number|null);
            url?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ImageInfo.$Properties;
    }

    interface IMessage extends im.Message.$Properties {
    }

    class Message {
        constructor(properties?: im.Message.$Properties);
        $unknowns?: Uint8Array[];
        conversationType: im.ConversationType;
        from: string;
        to: string;
        sequence: number;
        random: number;
        time: number;
        clientTime: number;
        clientSequence: number;
        version: number;
        elements: im.Element.$Properties[];
        cloudCustomData: string;
        isRevoked: boolean;
        revoker: string;
        onlineOnly: boolean;
        nick: string;
        avatar: string;
        priority: number;
        inboxSequence: number;
        isDeleted: boolean;
        isPeerRead: boolean;
        vipLevel: number;
        needReadReceipt: boolean;
        isSupportExtension: boolean;
        receiverList: string[];
        offlinePushInfo: string;
        static create(properties: im.Message.$Shape): im.Message & im.Message.$Shape;
        static create(properties?: im.Message.$Properties): im.Message;
        static encode(message: im.Message.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.Message & im.Message.$Shape;
    }

    namespace Message {
        interface $Properties {
            conversationType?: (im.ConversationType|null);
            from?: (string|null);
            to?: (string|null);
            sequence?: (number|null);
            random?: (number|null);
            time?: (number|null);
            clientTime?: (number|null);
            clientSequence?: (number|null);
            version?: (number|null);
            elements?: (im.Element.$Properties[]|null);
            cloudCustomData?: (string|null);
            isRevoked?: (boolean|null);
            revoker?: (string|null);
            onlineOnly?: (boolean|null);
            nick?: (string|null);
            avatar?: (string|null);
            priority?: (number|null);
            inboxSequence?: (number|null);
            isDeleted?: (boolean|null);
            isPeerRead?: (boolean|null);
            vipLevel?: (number|null);
            needReadReceipt?: (boolean|null);
            isSupportExtension?: (boolean|null);
            receiverList?: (string[]|null);
            offlinePushInfo?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.Message.$Properties;
    }

    interface ILoginRequest extends im.LoginRequest.$Properties {
    }

    class LoginRequest {
        constructor(properties?: im.LoginRequest.$Properties);
        $unknowns?: Uint8Array[];
        state: string;
        deviceBrand: string;
        static create(properties: im.LoginRequest.$Shape): im.LoginRequest & im.LoginRequest.$Shape;
        static create(properties?: im.LoginRequest.$Properties): im.LoginRequest;
        static encode(message: im.LoginRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.LoginRequest & im.LoginRequest.$Shape;
    }

    namespace LoginRequest {
        interface $Properties {
            state?: (string|null);
            deviceBrand?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.LoginRequest.$Properties;
    }

    interface ILoginResponse extends im.LoginResponse.$Properties {
    }

    class LoginResponse {
        constructor(properties?: im.LoginResponse.$Properties);
        $unknowns?: Uint8Array[];
        a2Key: string;
        tinyId: string;
        helloInterval: number;
        instanceId: string;
        timeStamp: number;
        purchaseBits: string;
        inboxSequence: number;
        nick: string;
        avatar: string;
        static create(properties: im.LoginResponse.$Shape): im.LoginResponse & im.LoginResponse.$Shape;
        static create(properties?: im.LoginResponse.$Properties): im.LoginResponse;
        static encode(message: im.LoginResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.LoginResponse & im.LoginResponse.$Shape;
    }

    namespace LoginResponse {
        interface $Properties {
            a2Key?: (string|null);
            tinyId?: (string|null);
            helloInterval?: (number|null);
            instanceId?: (string|null);
            timeStamp?: (number|null);
            purchaseBits?: (string|null);
            inboxSequence?: (number|null);
            nick?: (string|null);
            avatar?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.LoginResponse.$Properties;
    }

    interface ILogoutRequest extends im.LogoutRequest.$Properties {
    }

    class LogoutRequest {
        constructor(properties?: im.LogoutRequest.$Properties);
        $unknowns?: Uint8Array[];
        type: number;
        static create(properties: im.LogoutRequest.$Shape): im.LogoutRequest & im.LogoutRequest.$Shape;
        static create(properties?: im.LogoutRequest.$Properties): im.LogoutRequest;
        static encode(message: im.LogoutRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.LogoutRequest & im.LogoutRequest.$Shape;
    }

    namespace LogoutRequest {
        interface $Properties {
            type?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.LogoutRequest.$Properties;
    }

    interface IHelloResponse extends im.HelloResponse.$Properties {
    }

    class HelloResponse {
        constructor(properties?: im.HelloResponse.$Properties);
        $unknowns?: Uint8Array[];
        timeStamp: number;
        static create(properties: im.HelloResponse.$Shape): im.HelloResponse & im.HelloResponse.$Shape;
        static create(properties?: im.HelloResponse.$Properties): im.HelloResponse;
        static encode(message: im.HelloResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.HelloResponse & im.HelloResponse.$Shape;
    }

    namespace HelloResponse {
        interface $Properties {
            timeStamp?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.HelloResponse.$Properties;
    }

    interface IKickOutPush extends im.KickOutPush.$Properties {
    }

    class KickOutPush {
        constructor(properties?: im.KickOutPush.$Properties);
        $unknowns?: Uint8Array[];
        type: number;
        static create(properties: im.KickOutPush.$Shape): im.KickOutPush & im.KickOutPush.$Shape;
        static create(properties?: im.KickOutPush.$Properties): im.KickOutPush;
        static encode(message: im.KickOutPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.KickOutPush & im.KickOutPush.$Shape;
    }

    namespace KickOutPush {
        interface $Properties {
            type?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.KickOutPush.$Properties;
    }

    interface ISendMessageRequest extends im.SendMessageRequest.$Properties {
    }

    class SendMessageRequest {
        constructor(properties?: im.SendMessageRequest.$Properties);
        $unknowns?: Uint8Array[];
        message?: (im.Message.$Properties|null);
        onlineOnly: boolean;
        static create(properties: im.SendMessageRequest.$Shape): im.SendMessageRequest & im.SendMessageRequest.$Shape;
        static create(properties?: im.SendMessageRequest.$Properties): im.SendMessageRequest;
        static encode(message: im.SendMessageRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SendMessageRequest & im.SendMessageRequest.$Shape;
    }

    namespace SendMessageRequest {
        interface $Properties {
            message?: (im.Message.$Properties|null);
            onlineOnly?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SendMessageRequest.$Properties;
    }

    interface ISendMessageResponse extends im.SendMessageResponse.$Properties {
    }

    class SendMessageResponse {
        constructor(properties?: im.SendMessageResponse.$Properties);
        $unknowns?: Uint8Array[];
        sequence: number;
        time: number;
        duplicate: boolean;
        static create(properties: im.SendMessageResponse.$Shape): im.SendMessageResponse & im.SendMessageResponse.$Shape;
        static create(properties?: im.SendMessageResponse.$Properties): im.SendMessageResponse;
        static encode(message: im.SendMessageResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SendMessageResponse & im.SendMessageResponse.$Shape;
    }

    namespace SendMessageResponse {
        interface $Properties {
            sequence?: (number|null);
            time?: (number|null);
            duplicate?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SendMessageResponse.$Properties;
    }

    interface IMessagePush extends im.MessagePush.$Properties {
    }

    class MessagePush {
        constructor(properties?: im.MessagePush.$Properties);
        $unknowns?: Uint8Array[];
        messages: im.Message.$Properties[];
        static create(properties: im.MessagePush.$Shape): im.MessagePush & im.MessagePush.$Shape;
        static create(properties?: im.MessagePush.$Properties): im.MessagePush;
        static encode(message: im.MessagePush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.MessagePush & im.MessagePush.$Shape;
    }

    namespace MessagePush {
        interface $Properties {
            messages?: (im.Message.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.MessagePush.$Properties;
    }

    interface ISyncRequest extends im.SyncRequest.$Properties {
    }

    class SyncRequest {
        constructor(properties?: im.SyncRequest.$Properties);
        $unknowns?: Uint8Array[];
        cookie: number;
        count: number;
        static create(properties: im.SyncRequest.$Shape): im.SyncRequest & im.SyncRequest.$Shape;
        static create(properties?: im.SyncRequest.$Properties): im.SyncRequest;
        static encode(message: im.SyncRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SyncRequest & im.SyncRequest.$Shape;
    }

    namespace SyncRequest {
        interface $Properties {
            cookie?: (number|null);
            count?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SyncRequest.$Properties;
    }

    interface ISyncResponse extends im.SyncResponse.$Properties {
    }

    class SyncResponse {
        constructor(properties?: im.SyncResponse.$Properties);
        $unknowns?: Uint8Array[];
        messages: im.Message.$Properties[];
        cookie: number;
        syncFlag: number;
        static create(properties: im.SyncResponse.$Shape): im.SyncResponse & im.SyncResponse.$Shape;
        static create(properties?: im.SyncResponse.$Properties): im.SyncResponse;
        static encode(message: im.SyncResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SyncResponse & im.SyncResponse.$Shape;
    }

    namespace SyncResponse {
        interface $Properties {
            messages?: (im.Message.$Properties[]|null);
            cookie?: (number|null);
            syncFlag?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SyncResponse.$Properties;
    }

    interface IRoamingRequest extends im.RoamingRequest.$Properties {
    }

    class RoamingRequest {
        constructor(properties?: im.RoamingRequest.$Properties);
        $unknowns?: Uint8Array[];
        conversationType: im.ConversationType;
        peer: string;
        count: number;
        sequence: number;
        static create(properties: im.RoamingRequest.$Shape): im.RoamingRequest & im.RoamingRequest.$Shape;
        static create(properties?: im.RoamingRequest.$Properties): im.RoamingRequest;
        static encode(message: im.RoamingRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.RoamingRequest & im.RoamingRequest.$Shape;
    }

    namespace RoamingRequest {
        interface $Properties {
            conversationType?: (im.ConversationType|null);
            peer?: (string|null);
            count?: (number|null);
            sequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.RoamingRequest.$Properties;
    }

    interface IRoamingResponse extends im.RoamingResponse.$Properties {
    }

    class RoamingResponse {
        constructor(properties?: im.RoamingResponse.$Properties);
        $unknowns?: Uint8Array[];
        messages: im.Message.$Properties[];
        complete: boolean;
        static create(properties: im.RoamingResponse.$Shape): im.RoamingResponse & im.RoamingResponse.$Shape;
        static create(properties?: im.RoamingResponse.$Properties): im.RoamingResponse;
        static encode(message: im.RoamingResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.RoamingResponse & im.RoamingResponse.$Shape;
    }

    namespace RoamingResponse {
        interface $Properties {
            messages?: (im.Message.$Properties[]|null);
            complete?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.RoamingResponse.$Properties;
    }

    interface ISetReadRequest extends im.SetReadRequest.$Properties {
    }

    class SetReadRequest {
        constructor(properties?: im.SetReadRequest.$Properties);
        $unknowns?: Uint8Array[];
        conversationType: im.ConversationType;
        peer: string;
        sequence: number;
        static create(properties: im.SetReadRequest.$Shape): im.SetReadRequest & im.SetReadRequest.$Shape;
        static create(properties?: im.SetReadRequest.$Properties): im.SetReadRequest;
        static encode(message: im.SetReadRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SetReadRequest & im.SetReadRequest.$Shape;
    }

    namespace SetReadRequest {
        interface $Properties {
            conversationType?: (im.ConversationType|null);
            peer?: (string|null);
            sequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SetReadRequest.$Properties;
    }

    interface IReadPush extends im.ReadPush.$Properties {
    }

    class ReadPush {
        constructor(properties?: im.ReadPush.$Properties);
        $unknowns?: Uint8Array[];
        peer: string;
        time: number;
        sequence: number;
        static create(properties: im.ReadPush.$Shape): im.ReadPush & im.ReadPush.$Shape;
        static create(properties?: im.ReadPush.$Properties): im.ReadPush;
        static encode(message: im.ReadPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ReadPush & im.ReadPush.$Shape;
    }

    namespace ReadPush {
        interface $Properties {
            peer?: (string|null);
            time?: (number|null);
            sequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ReadPush.$Properties;
    }

    interface IMessageRef extends im.MessageRef.$Properties {
    }

    class MessageRef {
        constructor(properties?: im.MessageRef.$Properties);
        $unknowns?: Uint8Array[];
        conversationType: im.ConversationType;
        from: string;
        to: string;
        sequence: number;
        random: number;
        static create(properties: im.MessageRef.$Shape): im.MessageRef & im.MessageRef.$Shape;
        static create(properties?: im.MessageRef.$Properties): im.MessageRef;
        static encode(message: im.MessageRef.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.MessageRef & im.MessageRef.$Shape;
    }

    namespace MessageRef {
        interface $Properties {
            conversationType?: (im.ConversationType|null);
            from?: (string|null);
            to?: (string|null);
            sequence?: (number|null);
            random?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.MessageRef.$Properties;
    }

    interface IModifyRequest extends im.ModifyRequest.$Properties {
    }

    class ModifyRequest {
        constructor(properties?: im.ModifyRequest.$Properties);
        $unknowns?: Uint8Array[];
        ref?: (im.MessageRef.$Properties|null);
        version: number;
        elements: im.Element.$Properties[];
        cloudCustomData: string;
        static create(properties: im.ModifyRequest.$Shape): im.ModifyRequest & im.ModifyRequest.$Shape;
        static create(properties?: im.ModifyRequest.$Properties): im.ModifyRequest;
        static encode(message: im.ModifyRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ModifyRequest & im.ModifyRequest.$Shape;
    }

    namespace ModifyRequest {
        interface $Properties {
            ref?: (im.MessageRef.$Properties|null);
            version?: (number|null);
            elements?: (im.Element.$Properties[]|null);
            cloudCustomData?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ModifyRequest.$Properties;
    }

    interface IDeleteMessagesRequest extends im.DeleteMessagesRequest.$Properties {
    }

    class DeleteMessagesRequest {
        constructor(properties?: im.DeleteMessagesRequest.$Properties);
        $unknowns?: Uint8Array[];
        refs: im.MessageRef.$Properties[];
        static create(properties: im.DeleteMessagesRequest.$Shape): im.DeleteMessagesRequest & im.DeleteMessagesRequest.$Shape;
        static create(properties?: im.DeleteMessagesRequest.$Properties): im.DeleteMessagesRequest;
        static encode(message: im.DeleteMessagesRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.DeleteMessagesRequest & im.DeleteMessagesRequest.$Shape;
    }

    namespace DeleteMessagesRequest {
        interface $Properties {
            refs?: (im.MessageRef.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.DeleteMessagesRequest.$Properties;
    }

    interface IChangePush extends im.ChangePush.$Properties {
    }

    class ChangePush {
        constructor(properties?: im.ChangePush.$Properties);
        $unknowns?: Uint8Array[];
        kind: number;
        message?: (im.Message.$Properties|null);
        conversationId: string;
        static create(properties: im.ChangePush.$Shape): im.ChangePush & im.ChangePush.$Shape;
        static create(properties?: im.ChangePush.$Properties): im.ChangePush;
        static encode(message: im.ChangePush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ChangePush & im.ChangePush.$Shape;
    }

    namespace ChangePush {
        interface $Properties {
            kind?: (number|null);
            message?: (im.Message.$Properties|null);
            conversationId?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ChangePush.$Properties;
    }

    interface IConversationListRequest extends im.ConversationListRequest.$Properties {
    }

    class ConversationListRequest {
        constructor(properties?: im.ConversationListRequest.$Properties);
        $unknowns?: Uint8Array[];
        startIndex: number;
        count: number;
        static create(properties: im.ConversationListRequest.$Shape): im.ConversationListRequest & im.ConversationListRequest.$Shape;
        static create(properties?: im.ConversationListRequest.$Properties): im.ConversationListRequest;
        static encode(message: im.ConversationListRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ConversationListRequest & im.ConversationListRequest.$Shape;
    }

    namespace ConversationListRequest {
        interface $Properties {
            startIndex?: (number|null);
            count?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ConversationListRequest.$Properties;
    }

    interface IConversation extends im.Conversation.$Properties {
    }

    class Conversation {
        constructor(properties?: im.Conversation.$Properties);
        $unknowns?: Uint8Array[];
        type: im.ConversationType;
        peer: string;
        unreadCount: number;
        lastMessage?: (im.Message.$Properties|null);
        isPinned: boolean;
        pinnedTimeStamp: number;
        peerReadTime: number;
        readSequence: number;
        groupType: string;
        name: string;
        conversationGroupList: string[];
        marks: number;
        customData: string;
        messageRemindType: number;
        groupAtSequences: number[];
        groupAtSenders: string[];
        groupAtTypes: number[];
        faceUrl: string;
        static create(properties: im.Conversation.$Shape): im.Conversation & im.Conversation.$Shape;
        static create(properties?: im.Conversation.$Properties): im.Conversation;
        static encode(message: im.Conversation.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.Conversation & im.Conversation.$Shape;
    }

    namespace Conversation {
        interface $Properties {
            type?: (im.ConversationType|null);
            peer?: (string|null);
            unreadCount?: (number|null);
            lastMessage?: (im.Message.$Properties|null);
            isPinned?: (boolean|null);
            pinnedTimeStamp?: (number|null);
            peerReadTime?: (number|null);
            readSequence?: (number|null);
            groupType?: (string|null);
            name?: (string|null);
            conversationGroupList?: (string[]|null);
            marks?: (number|null);
            customData?: (string|null);
            messageRemindType?: (number|null);
            groupAtSequences?: (number[]|null);
            groupAtSenders?: (string[]|null);
            groupAtTypes?: (number[]|null);
            faceUrl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.Conversation.$Properties;
    }

    interface IConversationListResponse extends im.ConversationListResponse.$Properties {
    }

    class ConversationListResponse {
        constructor(properties?: im.ConversationListResponse.$Properties);
        $unknowns?: Uint8Array[];
        conversations: im.Conversation.$Properties[];
        completeFlag: number;
        startIndex: number;
        static create(properties: im.ConversationListResponse.$Shape): im.ConversationListResponse & im.ConversationListResponse.$Shape;
        static create(properties?: im.ConversationListResponse.$Properties): im.ConversationListResponse;
        static encode(message: im.ConversationListResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.ConversationListResponse & im.ConversationListResponse.$Shape;
    }

    namespace ConversationListResponse {
        interface $Properties {
            conversations?: (im.Conversation.$Properties[]|null);
            completeFlag?: (number|null);
            startIndex?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.ConversationListResponse.$Properties;
    }

    interface IDeleteConversationRequest extends im.DeleteConversationRequest.$Properties {
    }

    class DeleteConversationRequest {
        constructor(properties?: im.DeleteConversationRequest.$Properties);
        $unknowns?: Uint8Array[];
        conversationIds: string[];
        clearHistoryMessage: boolean;
        static create(properties: im.DeleteConversationRequest.$Shape): im.DeleteConversationRequest & im.DeleteConversationRequest.$Shape;
        static create(properties?: im.DeleteConversationRequest.$Properties): im.DeleteConversationRequest;
        static encode(message: im.DeleteConversationRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.DeleteConversationRequest & im.DeleteConversationRequest.$Shape;
    }

    namespace DeleteConversationRequest {
        interface $Properties {
            conversationIds?: (string[]|null);
            clearHistoryMessage?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.DeleteConversationRequest.$Properties;
    }

    interface IDeleteConversationResponse extends im.DeleteConversationResponse.$Properties {
    }

    class DeleteConversationResponse {
        constructor(properties?: im.DeleteConversationResponse.$Properties);
        $unknowns?: Uint8Array[];
        deleted: string[];
        static create(properties: im.DeleteConversationResponse.$Shape): im.DeleteConversationResponse & im.DeleteConversationResponse.$Shape;
        static create(properties?: im.DeleteConversationResponse.$Properties): im.DeleteConversationResponse;
        static encode(message: im.DeleteConversationResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.DeleteConversationResponse & im.DeleteConversationResponse.$Shape;
    }

    namespace DeleteConversationResponse {
        interface $Properties {
            deleted?: (string[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.DeleteConversationResponse.$Properties;
    }

    interface IPinConversationRequest extends im.PinConversationRequest.$Properties {
    }

    class PinConversationRequest {
        constructor(properties?: im.PinConversationRequest.$Properties);
        $unknowns?: Uint8Array[];
        conversationId: string;
        pin: boolean;
        static create(properties: im.PinConversationRequest.$Shape): im.PinConversationRequest & im.PinConversationRequest.$Shape;
        static create(properties?: im.PinConversationRequest.$Properties): im.PinConversationRequest;
        static encode(message: im.PinConversationRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.PinConversationRequest & im.PinConversationRequest.$Shape;
    }

    namespace PinConversationRequest {
        interface $Properties {
            conversationId?: (string|null);
            pin?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.PinConversationRequest.$Properties;
    }

    interface ISetAllReadRequest extends im.SetAllReadRequest.$Properties {
    }

    class SetAllReadRequest {
        constructor(properties?: im.SetAllReadRequest.$Properties);
        $unknowns?: Uint8Array[];
        c2c: boolean;
        group: boolean;
        static create(properties: im.SetAllReadRequest.$Shape): im.SetAllReadRequest & im.SetAllReadRequest.$Shape;
        static create(properties?: im.SetAllReadRequest.$Properties): im.SetAllReadRequest;
        static encode(message: im.SetAllReadRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.SetAllReadRequest & im.SetAllReadRequest.$Shape;
    }

    namespace SetAllReadRequest {
        interface $Properties {
            c2c?: (boolean|null);
            group?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.SetAllReadRequest.$Properties;
    }

    interface IGroupRequest extends im.GroupRequest.$Properties {
    }

    class GroupRequest {
        constructor(properties?: im.GroupRequest.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        applyMessage: string;
        static create(properties: im.GroupRequest.$Shape): im.GroupRequest & im.GroupRequest.$Shape;
        static create(properties?: im.GroupRequest.$Properties): im.GroupRequest;
        static encode(message: im.GroupRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.GroupRequest & im.GroupRequest.$Shape;
    }

    namespace GroupRequest {
        interface $Properties {
            groupId?: (string|null);
            applyMessage?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.GroupRequest.$Properties;
    }

    interface IJoinGroupResponse extends im.JoinGroupResponse.$Properties {
    }

    class JoinGroupResponse {
        constructor(properties?: im.JoinGroupResponse.$Properties);
        $unknowns?: Uint8Array[];
        status: string;
        groupType: string;
        longPollingKey: string;
        nextSequence: number;
        static create(properties: im.JoinGroupResponse.$Shape): im.JoinGroupResponse & im.JoinGroupResponse.$Shape;
        static create(properties?: im.JoinGroupResponse.$Properties): im.JoinGroupResponse;
        static encode(message: im.JoinGroupResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.JoinGroupResponse & im.JoinGroupResponse.$Shape;
    }

    namespace JoinGroupResponse {
        interface $Properties {
            status?: (string|null);
            groupType?: (string|null);
            longPollingKey?: (string|null);
            nextSequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.JoinGroupResponse.$Properties;
    }

    interface IGroupPullRequest extends im.GroupPullRequest.$Properties {
    }

    class GroupPullRequest {
        constructor(properties?: im.GroupPullRequest.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        sequence: number;
        count: number;
        static create(properties: im.GroupPullRequest.$Shape): im.GroupPullRequest & im.GroupPullRequest.$Shape;
        static create(properties?: im.GroupPullRequest.$Properties): im.GroupPullRequest;
        static encode(message: im.GroupPullRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.GroupPullRequest & im.GroupPullRequest.$Shape;
    }

    namespace GroupPullRequest {
        interface $Properties {
            groupId?: (string|null);
            sequence?: (number|null);
            count?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.GroupPullRequest.$Properties;
    }

    interface IGroupPullResponse extends im.GroupPullResponse.$Properties {
    }

    class GroupPullResponse {
        constructor(properties?: im.GroupPullResponse.$Properties);
        $unknowns?: Uint8Array[];
        messages: im.Message.$Properties[];
        lastSequence: number;
        complete: boolean;
        static create(properties: im.GroupPullResponse.$Shape): im.GroupPullResponse & im.GroupPullResponse.$Shape;
        static create(properties?: im.GroupPullResponse.$Properties): im.GroupPullResponse;
        static encode(message: im.GroupPullResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.GroupPullResponse & im.GroupPullResponse.$Shape;
    }

    namespace GroupPullResponse {
        interface $Properties {
            messages?: (im.Message.$Properties[]|null);
            lastSequence?: (number|null);
            complete?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.GroupPullResponse.$Properties;
    }

    interface IOnlineCountResponse extends im.OnlineCountResponse.$Properties {
    }

    class OnlineCountResponse {
        constructor(properties?: im.OnlineCountResponse.$Properties);
        $unknowns?: Uint8Array[];
        onlineMemberNum: number;
        expireTime: number;
        static create(properties: im.OnlineCountResponse.$Shape): im.OnlineCountResponse & im.OnlineCountResponse.$Shape;
        static create(properties?: im.OnlineCountResponse.$Properties): im.OnlineCountResponse;
        static encode(message: im.OnlineCountResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.OnlineCountResponse & im.OnlineCountResponse.$Shape;
    }

    namespace OnlineCountResponse {
        interface $Properties {
            onlineMemberNum?: (number|null);
            expireTime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.OnlineCountResponse.$Properties;
    }

    interface ILongPollRequest extends im.LongPollRequest.$Properties {
    }

    class LongPollRequest {
        constructor(properties?: im.LongPollRequest.$Properties);
        $unknowns?: Uint8Array[];
        key: string;
        startSequence: number;
        simplifiedMessage: boolean;
        static create(properties: im.LongPollRequest.$Shape): im.LongPollRequest & im.LongPollRequest.$Shape;
        static create(properties?: im.LongPollRequest.$Properties): im.LongPollRequest;
        static encode(message: im.LongPollRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.LongPollRequest & im.LongPollRequest.$Shape;
    }

    namespace LongPollRequest {
        interface $Properties {
            key?: (string|null);
            startSequence?: (number|null);
            simplifiedMessage?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.LongPollRequest.$Properties;
    }

    interface ILongPollResponse extends im.LongPollResponse.$Properties {
    }

    class LongPollResponse {
        constructor(properties?: im.LongPollResponse.$Properties);
        $unknowns?: Uint8Array[];
        errorCode: number;
        errorInfo: string;
        key: string;
        nextSequence: number;
        messages: im.Message.$Properties[];
        events: number[];
        static create(properties: im.LongPollResponse.$Shape): im.LongPollResponse & im.LongPollResponse.$Shape;
        static create(properties?: im.LongPollResponse.$Properties): im.LongPollResponse;
        static encode(message: im.LongPollResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.LongPollResponse & im.LongPollResponse.$Shape;
    }

    namespace LongPollResponse {
        interface $Properties {
            errorCode?: (number|null);
            errorInfo?: (string|null);
            key?: (string|null);
            nextSequence?: (number|null);
            messages?: (im.Message.$Properties[]|null);
            events?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.LongPollResponse.$Properties;
    }

    interface IAnonymousJoinRequest extends im.AnonymousJoinRequest.$Properties {
    }

    class AnonymousJoinRequest {
        constructor(properties?: im.AnonymousJoinRequest.$Properties);
        $unknowns?: Uint8Array[];
        groupId: string;
        sdkAppId: number;
        static create(properties: im.AnonymousJoinRequest.$Shape): im.AnonymousJoinRequest & im.AnonymousJoinRequest.$Shape;
        static create(properties?: im.AnonymousJoinRequest.$Properties): im.AnonymousJoinRequest;
        static encode(message: im.AnonymousJoinRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): im.AnonymousJoinRequest & im.AnonymousJoinRequest.$Shape;
    }

    namespace AnonymousJoinRequest {
        interface $Properties {
            groupId?: (string|null);
            sdkAppId?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = im.AnonymousJoinRequest.$Properties;
    }
}
