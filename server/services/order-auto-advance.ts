// ORDER_AUTO_ADVANCE_SECONDS (development): a background task in each server process that moves
// every order one step on (ordered → confirmed → shipped → delivered) once its last step is that
// many seconds old, through the order status service, so tracking, delivered-only reviews and
// status e-mails can be seen working without an operator. Safe with several processes on one
// database: the service locks each order and checks it again (advanceDue).
import type { Logger } from "pino";
import { createPeriodicTask } from "../lib/periodic-task";
import type { OrderStatusService } from "./order-status-service";

export interface OrderAutoAdvancer {
  /** Moves every due order once; resolves to how many moved. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** How often to look: often enough that a step is never more than ~10% or 10 s late. */
export function autoAdvancePollMs(afterSeconds: number): number {
  return Math.min(10_000, Math.max(1000, Math.round(afterSeconds * 100)));
}

export function createOrderAutoAdvancer(orderStatus: OrderStatusService, afterSeconds: number, logger: Logger): OrderAutoAdvancer {
  async function runOnce(): Promise<number> {
    const moved = await orderStatus.advanceDue(afterSeconds);
    for (const result of moved) {
      logger.info({ order: result.number, from: result.from, to: result.to }, "order moved on by ORDER_AUTO_ADVANCE_SECONDS");
    }
    return moved.length;
  }

  const task = createPeriodicTask(runOnce, {
    intervalMs: autoAdvancePollMs(afterSeconds),
    onError: (error) => logger.error({ err: error }, "orders could not be moved on automatically"),
  });
  return { runOnce, start: task.start, stop: task.stop };
}
