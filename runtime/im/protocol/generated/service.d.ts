import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace imsvc {

    interface IServiceRequest extends imsvc.ServiceRequest.$Properties {
    }

    class ServiceRequest {
        constructor(properties?: imsvc.ServiceRequest.$Properties);
        $unknowns?: Uint8Array[];
        customStatus: string;
        userIds: string[];
        unsubscribeAll: boolean;
        report?: (imsvc.Report.$Properties|null);
        static create(properties: imsvc.ServiceRequest.$Shape): imsvc.ServiceRequest & imsvc.ServiceRequest.$Shape;
        static create(properties?: imsvc.ServiceRequest.$Properties): imsvc.ServiceRequest;
        static encode(message: imsvc.ServiceRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.ServiceRequest & imsvc.ServiceRequest.$Shape;
    }

    namespace ServiceRequest {
        interface $Properties {
            customStatus?: (string|null);
            userIds?: (string[]|null);
            unsubscribeAll?: (boolean|null);
            report?: (imsvc.Report.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.ServiceRequest.$Properties;
    }

    interface IUserStatus extends imsvc.UserStatus.$Properties {
    }

    class UserStatus {
        constructor(properties?: imsvc.UserStatus.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        statusType: number;
        customStatus: string;
        static create(properties: imsvc.UserStatus.$Shape): imsvc.UserStatus & imsvc.UserStatus.$Shape;
        static create(properties?: imsvc.UserStatus.$Properties): imsvc.UserStatus;
        static encode(message: imsvc.UserStatus.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.UserStatus & imsvc.UserStatus.$Shape;
    }

    namespace UserStatus {
        interface $Properties {
            userId?: (string|null);
            statusType?: (number|null);
            customStatus?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.UserStatus.$Properties;
    }

    interface IFailure extends imsvc.Failure.$Properties {
    }

    class Failure {
        constructor(properties?: imsvc.Failure.$Properties);
        $unknowns?: Uint8Array[];
        userId: string;
        code: number;
        info: string;
        static create(properties: imsvc.Failure.$Shape): imsvc.Failure & imsvc.Failure.$Shape;
        static create(properties?: imsvc.Failure.$Properties): imsvc.Failure;
        static encode(message: imsvc.Failure.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.Failure & imsvc.Failure.$Shape;
    }

    namespace Failure {
        interface $Properties {
            userId?: (string|null);
            code?: (number|null);
            info?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.Failure.$Properties;
    }

    interface IServiceResponse extends imsvc.ServiceResponse.$Properties {
    }

    class ServiceResponse {
        constructor(properties?: imsvc.ServiceResponse.$Properties);
        $unknowns?: Uint8Array[];
        statuses: imsvc.UserStatus.$Properties[];
        failures: imsvc.Failure.$Properties[];
        static create(properties: imsvc.ServiceResponse.$Shape): imsvc.ServiceResponse & imsvc.ServiceResponse.$Shape;
        static create(properties?: imsvc.ServiceResponse.$Properties): imsvc.ServiceResponse;
        static encode(message: imsvc.ServiceResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.ServiceResponse & imsvc.ServiceResponse.$Shape;
    }

    namespace ServiceResponse {
        interface $Properties {
            statuses?: (imsvc.UserStatus.$Properties[]|null);
            failures?: (imsvc.Failure.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.ServiceResponse.$Properties;
    }

    interface IStatusPush extends imsvc.StatusPush.$Properties {
    }

    class StatusPush {
        constructor(properties?: imsvc.StatusPush.$Properties);
        $unknowns?: Uint8Array[];
        statuses: imsvc.UserStatus.$Properties[];
        static create(properties: imsvc.StatusPush.$Shape): imsvc.StatusPush & imsvc.StatusPush.$Shape;
        static create(properties?: imsvc.StatusPush.$Properties): imsvc.StatusPush;
        static encode(message: imsvc.StatusPush.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.StatusPush & imsvc.StatusPush.$Shape;
    }

    namespace StatusPush {
        interface $Properties {
            statuses?: (imsvc.UserStatus.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.StatusPush.$Properties;
    }

    interface IReport extends imsvc.Report.$Properties {
    }

    class Report {
        constructor(properties?: imsvc.Report.$Properties);
        $unknowns?: Uint8Array[];
        kind: string;
        madeAt: number;
        sdkVersion: string;
        quality: imsvc.QualityItem.$Properties[];
        events: imsvc.ReportEvent.$Properties[];
        static create(properties: imsvc.Report.$Shape): imsvc.Report & imsvc.Report.$Shape;
        static create(properties?: imsvc.Report.$Properties): imsvc.Report;
        static encode(message: imsvc.Report.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.Report & imsvc.Report.$Shape;
    }

    namespace Report {
        interface $Properties {
            kind?: (string|null);
            madeAt?: (number|null);
            sdkVersion?: (string|null);
            quality?: (imsvc.QualityItem.$Properties[]|null);
            events?: (imsvc.ReportEvent.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.Report.$Properties;
    }

    interface IQualityItem extends imsvc.QualityItem.$Properties {
    }

    class QualityItem {
        constructor(properties?: imsvc.QualityItem.$Properties);
        $unknowns?: Uint8Array[];
        command: string;
        totalCount: number;
        successCount: number;
        successRate: number;
        averageDelay: number;
        underOneSecond: number;
        oneToThreeSeconds: number;
        overThreeSeconds: number;
        reportIndex: number;
        wholePeriod: number;
        static create(properties: imsvc.QualityItem.$Shape): imsvc.QualityItem & imsvc.QualityItem.$Shape;
        static create(properties?: imsvc.QualityItem.$Properties): imsvc.QualityItem;
        static encode(message: imsvc.QualityItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.QualityItem & imsvc.QualityItem.$Shape;
    }

    namespace QualityItem {
        interface $Properties {
            command?: (string|null);
            totalCount?: (number|null);
            successCount?: (number|null);
            successRate?: (number|null);
            averageDelay?: (number|null);
            underOneSecond?: (number|null);
            oneToThreeSeconds?: (number|null);
            overThreeSeconds?: (number|null);
            reportIndex?: (number|null);
            wholePeriod?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.QualityItem.$Properties;
    }

    interface IReportEvent extends imsvc.ReportEvent.$Properties {
    }

    class ReportEvent {
        constructor(properties?: imsvc.ReportEvent.$Properties);
        $unknowns?: Uint8Array[];
        level: number;
        name: string;
        code: number;
        message: string;
        time: number;
        static create(properties: imsvc.ReportEvent.$Shape): imsvc.ReportEvent & imsvc.ReportEvent.$Shape;
        static create(properties?: imsvc.ReportEvent.$Properties): imsvc.ReportEvent;
        static encode(message: imsvc.ReportEvent.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.ReportEvent & imsvc.ReportEvent.$Shape;
    }

    namespace ReportEvent {
        interface $Properties {
            level?: (number|null);
            name?: (string|null);
            code?: (number|null);
            message?: (string|null);
            time?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.ReportEvent.$Properties;
    }

    interface IConfigResponse extends imsvc.ConfigResponse.$Properties {
    }

    class ConfigResponse {
        constructor(properties?: imsvc.ConfigResponse.$Properties);
        $unknowns?: Uint8Array[];
        purchaseBits: string;
        expiredTime: number;
        cloudControlConfig: string;
        version: string;
        static create(properties: imsvc.ConfigResponse.$Shape): imsvc.ConfigResponse & imsvc.ConfigResponse.$Shape;
        static create(properties?: imsvc.ConfigResponse.$Properties): imsvc.ConfigResponse;
        static encode(message: imsvc.ConfigResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): imsvc.ConfigResponse & imsvc.ConfigResponse.$Shape;
    }

    namespace ConfigResponse {
        interface $Properties {
            purchaseBits?: (string|null);
            expiredTime?: (number|null);
            cloudControlConfig?: (string|null);
            version?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = imsvc.ConfigResponse.$Properties;
    }
}
