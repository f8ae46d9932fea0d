import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imextra {

    interface IMessageKey extends imextra.MessageKey.$Properties {
    }

    class MessageKey {
        constructor(properties?: imextra.MessageKey.$Properties);
        $unknowns?: Uint8Array[];
        conversationType: number;
        from: string;
        to: string;
        sequence: number;
        random: number;
        time: number;
        clientSequence: number;
        messageKey: string;
        static create(properties: imextra.MessageKey.$Shape): imextra.MessageKey & imextra.MessageKey.$Shape;
        static create(properties?: imextra.MessageKey.$Properties): imextra.MessageKey;
        static encode(message: imextra.MessageKey.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.MessageKey & imextra.MessageKey.$Shape;
    }

    namespace MessageKey {
        interface $Properties {
            conversationType?: (number|null);
            from?: (string|null);
            to?: (string|null);
            sequence?: (number|null);
            random?: (number|null);
            time?: (number|null);
            clientSequence?: (number|null);
            messageKey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.MessageKey.$Properties;
    }

    interface IExtension extends imextra.Extension.$Properties {
    }

    class Extension {
        constructor(properties?: imextra.Extension.$Properties);
        $unknowns?: Uint8Array[];
        key: string;
        value: string;
        seq: number;
        static create(properties: imextra.Extension.$Shape): imextra.Extension & imextra.Extension.$Shape;
        static create(properties?: imextra.Extension.$Properties): imextra.Extension;
        static encode(message: imextra.Extension.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.Extension & imextra.Extension.$Shape;
    }

    namespace Extension {
        interface $Properties {
            key?: (string|null);
            value?: (string|null);
            seq?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.Extension.$Properties;
    }

    interface IExtraRequest extends imextra.ExtraRequest.$Properties {
    }

    class ExtraRequest {
        constructor(properties?: imextra.ExtraRequest.$Properties);
        $unknowns?: Uint8Array[];
        messages: imextra.MessageKey.$Properties[];
        message?: (imextra.MessageKey.$Properties|null);
        filter: number;
        cursor: string;
        count: number;
        extensions: imextra.Extension.$Properties[];
        operateType: number;
        startSequence: number;
        static create(properties: imextra.ExtraRequest.$Shape): imextra.ExtraRequest & imextra.ExtraRequest.$Shape;
        static create(properties?: imextra.ExtraRequest.$Properties): imextra.ExtraRequest;
        static encode(message: imextra.ExtraRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.ExtraRequest & imextra.ExtraRequest.$Shape;
    }

    namespace ExtraRequest {
        interface $Properties {
            messages?: (imextra.MessageKey.$Properties[]|null);
            message?: (imextra.MessageKey.$Properties|null);
            filter?: (number|null);
            cursor?: (string|null);
            count?: (number|null);
            extensions?: (imextra.Extension.$Properties[]|null);
            operateType?: (number|null);
            startSequence?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.ExtraRequest.$Properties;
    }

    interface IReceiptInfo extends imextra.ReceiptInfo.$Properties {
    }

    class ReceiptInfo {
        constructor(properties?: imextra.ReceiptInfo.$Properties);
        $unknowns?: Uint8Array[];
        message?: (imextra.MessageKey.$Properties|null);
        readCount: number;
        unreadCount: number;
        isPeerRead: boolean;
        static create(properties: imextra.ReceiptInfo.$Shape): imextra.ReceiptInfo & imextra.ReceiptInfo.$Shape;
        static create(properties?: imextra.ReceiptInfo.$Properties): imextra.ReceiptInfo;
        static encode(message: imextra.ReceiptInfo.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.ReceiptInfo & imextra.ReceiptInfo.$Shape;
    }

    namespace ReceiptInfo {
        interface $Properties {
            message?: (imextra.MessageKey.$Properties|null);
            readCount?: (number|null);
            unreadCount?: (number|null);
            isPeerRead?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.ReceiptInfo.$Properties;
    }

    interface IExtensionResult extends imextra.ExtensionResult.$Properties {
    }

    class ExtensionResult {
        constructor(properties?: imextra.ExtensionResult.$Properties);
        $unknowns?: Uint8Array[];
        code: number;
        extension?: (imextra.Extension.$Properties|null);
        static create(properties: imextra.ExtensionResult.$Shape): imextra.ExtensionResult & imextra.ExtensionResult.$Shape;
        static create(properties?: imextra.ExtensionResult.$Properties): imextra.ExtensionResult;
        static encode(message: imextra.ExtensionResult.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.ExtensionResult & imextra.ExtensionResult.$Shape;
    }

    namespace ExtensionResult {
        interface $Properties {
            code?: (number|null);
            extension?: (imextra.Extension.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.ExtensionResult.$Properties;
    }

    interface IExtraResponse extends imextra.ExtraResponse.$Properties {
    }

    class ExtraResponse {
        constructor(properties?: imextra.ExtraResponse.$Properties);
        $unknowns?: Uint8Array[];
        receipts: imextra.ReceiptInfo.$Properties[];
        cursor: string;
        isCompleted: boolean;
        userIds: string[];
        extensions: imextra.Extension.$Properties[];
        complete: boolean;
        sequence: number;
        clearSequence: number;
        results: imextra.ExtensionResult.$Properties[];
        static create(properties: imextra.ExtraResponse.$Shape): imextra.ExtraResponse & imextra.ExtraResponse.$Shape;
        static create(properties?: imextra.ExtraResponse.$Properties): imextra.ExtraResponse;
        static encode(message: imextra.ExtraResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.ExtraResponse & imextra.ExtraResponse.$Shape;
    }

    namespace ExtraResponse {
        interface $Properties {
            receipts?: (imextra.ReceiptInfo.$Properties[]|null);
            cursor?: (string|null);
            isCompleted?: (boolean|null);
            userIds?: (string[]|null);
            extensions?: (imextra.Extension.$Properties[]|null);
            complete?: (boolean|null);
            sequence?: (number|null);
            clearSequence?: (number|null);
            results?: (imextra.ExtensionResult.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.ExtraResponse.$Properties;
    }

    interface IExtraPush extends imextra.ExtraPush.$Properties {
    }

    class ExtraPush {
        constructor(properties?: imextra.ExtraPush.$Properties);
        $unknowns?: Uint8Array[];
        kind: number;
        receipts: imextra.ReceiptInfo.$Properties[];
        message?: (imextra.MessageKey.$Properties|null);
        extensions: imextra.Extension.$Properties[];
        userId: string;
        static create(properties: imextra.ExtraPush.$Shape): imextra.ExtraPush & imextra.ExtraPush.$Shape;
        static create(properties?: imextra.ExtraPush.$Properties): imextra.ExtraPush;
        static encode(message: imextra.ExtraPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imextra.ExtraPush & imextra.ExtraPush.$Shape;
    }

    namespace ExtraPush {
        interface $Properties {
            kind?: (number|null);
            receipts?: (imextra.ReceiptInfo.$Properties[]|null);
            message?: (imextra.MessageKey.$Properties|null);
            extensions?: (imextra.Extension.$Properties[]|null);
            userId?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imextra.ExtraPush.$Properties;
    }
}
