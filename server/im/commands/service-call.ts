import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { hasAbility, type CommercialAbility } from '../../../runtime/im/protocol/purchase-bits.ts';
import { decodeServiceRequest, encodeServiceResponse, type ServiceResponse } from '../../../runtime/im/protocol/service-codec.ts';
import type { imsvc } from '../../../runtime/im/protocol/generated/service.js';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import type { ChatGateway } from '../gateway-port.ts';
import type { CommandCall, CommandHandler } from './command.ts';

/** Helpers the status and report commands share: their request and answer bytes, and the purchase bits. */

/** The decoded `service` bytes of the request; 10004 when they are not a ServiceRequest. */
export function serviceRequest(call: CommandCall): imsvc.ServiceRequest {
  let request: imsvc.ServiceRequest;
  try {
    request = decodeServiceRequest(call.frame.service ?? new Uint8Array());
  } catch {
    throw invalidParameter('service must be a ServiceRequest');
  }
  // PostgreSQL text cannot hold NUL: refused here, before it could fail a statement.
  if (JSON.stringify(request).includes('\\u0000')) throw invalidParameter('text must not contain NUL characters');
  return request;
}

export const serviceAnswer = (response: ServiceResponse): FrameBody => ({ service: encodeServiceResponse(response) });

/** 72001 unless the application's purchase bits (the gateway's settings) grant `ability`. */
export function requirePurchased(gateway: ChatGateway, ability: CommercialAbility): void {
  if (!hasAbility(gateway.settings.purchaseBits, ability))
    throw new ImError(ServerCode.ABILITY_NOT_PURCHASED, `this application has not purchased the ${ability} ability`);
}

/** The handlers, each refusing with 72001 unless the application bought `ability` (checked before anything else). */
export function purchased(ability: CommercialAbility, handlers: Record<string, CommandHandler>): Record<string, CommandHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([command, handler]) => [
      command,
      (call: CommandCall) => {
        requirePurchased(call.gateway, ability);
        return handler(call);
      },
    ]),
  );
}
