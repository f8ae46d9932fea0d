import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imupload {

    interface IUploadRequest extends imupload.UploadRequest.$Properties {
    }

    class UploadRequest {
        constructor(properties?: imupload.UploadRequest.$Properties);
        $unknowns?: Uint8Array[];
        tmpSecretId: string;
        sessionToken: string;
        expiredTime: number;
        fileType: string;
        fileName: string;
        fileSize: number;
        uploadMethod: string;
        duration: number;
        static create(properties: imupload.UploadRequest.$Shape): imupload.UploadRequest & imupload.UploadRequest.$Shape;
        static create(properties?: imupload.UploadRequest.$Properties): imupload.UploadRequest;
        static encode(message: imupload.UploadRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imupload.UploadRequest & imupload.UploadRequest.$Shape;
    }

    namespace UploadRequest {
        interface $Properties {
            tmpSecretId?: (string|null);
            sessionToken?: (string|null);
            expiredTime?: (number|null);
            fileType?: (string|null);
            fileName?: (string|null);
            fileSize?: (number|null);
            uploadMethod?: (string|null);
            duration?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imupload.UploadRequest.$Properties;
    }

    interface IUploadResponse extends imupload.UploadResponse.$Properties {
    }

    class UploadResponse {
        constructor(properties?: imupload.UploadResponse.$Properties);
        $unknowns?: Uint8Array[];
        tmpSecretId: string;
        tmpSecretKey: string;
        sessionToken: string;
        startTime: number;
        expiredTime: number;
        uploadUrl: string;
        downloadUrl: string;
        headUrl: string;
        static create(properties: imupload.UploadResponse.$Shape): imupload.UploadResponse & imupload.UploadResponse.$Shape;
        static create(properties?: imupload.UploadResponse.$Properties): imupload.UploadResponse;
        static encode(message: imupload.UploadResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imupload.UploadResponse & imupload.UploadResponse.$Shape;
    }

    namespace UploadResponse {
        interface $Properties {
            tmpSecretId?: (string|null);
            tmpSecretKey?: (string|null);
            sessionToken?: (string|null);
            startTime?: (number|null);
            expiredTime?: (number|null);
            uploadUrl?: (string|null);
            downloadUrl?: (string|null);
            headUrl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imupload.UploadResponse.$Properties;
    }
}
