import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace immsg {

    interface IMessageRequest extends immsg.MessageRequest.$Properties {
    }

    class MessageRequest {
        constructor(properties?: immsg.MessageRequest.$Properties);
        $unknowns?: Uint8Array[];
        sourceTextList: string[];
        source: string;
        target: string;
        downloadKey: string;
        conversationType: number;
        peer: string;
        sequence: number;
        time: number;
        count: number;
        direction: number;
        static create(properties: immsg.MessageRequest.$Shape): immsg.MessageRequest & immsg.MessageRequest.$Shape;
        static create(properties?: immsg.MessageRequest.$Properties): immsg.MessageRequest;
        static encode(message: immsg.MessageRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): immsg.MessageRequest & immsg.MessageRequest.$Shape;
    }

    namespace MessageRequest {
        interface $Properties {
            sourceTextList?: (string[]|null);
            source?: (string|null);
            target?: (string|null);
            downloadKey?: (string|null);
            conversationType?: (number|null);
            peer?: (string|null);
            sequence?: (number|null);
            time?: (number|null);
            count?: (number|null);
            direction?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = immsg.MessageRequest.$Properties;
    }

    interface IMessageResponse extends immsg.MessageResponse.$Properties {
    }

    class MessageResponse {
        constructor(properties?: immsg.MessageResponse.$Properties);
        $unknowns?: Uint8Array[];
        translatedTextList: string[];
        messageList: Uint8Array;
        static create(properties: immsg.MessageResponse.$Shape): immsg.MessageResponse & immsg.MessageResponse.$Shape;
        static create(properties?: immsg.MessageResponse.$Properties): immsg.MessageResponse;
        static encode(message: immsg.MessageResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): immsg.MessageResponse & immsg.MessageResponse.$Shape;
    }

    namespace MessageResponse {
        interface $Properties {
            translatedTextList?: (string[]|null);
            messageList?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = immsg.MessageResponse.$Properties;
    }
}
