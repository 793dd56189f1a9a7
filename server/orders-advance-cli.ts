// `npm run orders:advance -- ORD260615000042 shipped [--via "Express Delivery"]`: moves an order
// forward for the person running the store (spec §4 statuses and tracking messages), in the
// database the server uses (DATABASE_URL, else the embedded database under DATA_DIR; the embedded
// one belongs to one process at a time, so stop the store first).
// Exit codes: 0 done, 1 refused or failed, 2 bad arguments, 78 bad configuration.
import { orderNumberPattern, OrderStatusError } from "../app/lib/contracts/orders";
import { ConfigError, readConfig } from "./config";
import { databaseTargetFor, openDatabase, type DatabaseHandle } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { advanceTargets, createOrderStatusService, isAdvanceTarget } from "./services/order-status-service";
import { runWhenRunDirectly } from "./command-line";

export const ordersAdvanceUsage = `Usage: npm run orders:advance -- <ORDER_NUMBER> <${advanceTargets.join("|")}> [--via "<delivery type>"]

Moves an order forward and records its tracking events:
  confirmed  Order confirmed and payment received
  packed     Order packed and ready to ship
  shipped    Order shipped via <delivery type> (default: Standard Delivery)
  delivered  Order delivered successfully
An order never moves backwards. The shopper is e-mailed (through the outbox, sent by the
running store) unless their account turned order update e-mails off; packing sends nothing.
The change is written to the audit trail as "command line".
`;

export type OrdersAdvanceCommand =
  | { kind: "help" }
  | { kind: "advance"; number: string; to: (typeof advanceTargets)[number]; via: string | undefined };

export class OrdersAdvanceArgsError extends Error {}

export function parseOrdersAdvanceArgs(argv: readonly string[]): OrdersAdvanceCommand {
  if (argv.includes("--help") || argv.includes("-h")) return { kind: "help" };
  const positional: string[] = [];
  let via: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    if (argument === "--via") {
      via = argv[index + 1];
      if (!via?.trim()) throw new OrdersAdvanceArgsError("--via needs a delivery type, such as \"Express Delivery\".");
      index += 1;
    } else if (argument.startsWith("--via=")) {
      via = argument.slice("--via=".length);
    } else if (argument.startsWith("-")) {
      throw new OrdersAdvanceArgsError(`Unknown option ${argument}.`);
    } else {
      positional.push(argument);
    }
  }
  // `npm run orders -- advance ORD… shipped` (as README.md spells it) and `npm run orders:advance -- ORD… shipped`.
  if (positional[0] === "advance") positional.shift();
  const [number, to, ...rest] = positional;
  if (!number || !to || rest.length > 0) throw new OrdersAdvanceArgsError("Give an order number and a status.");
  if (!orderNumberPattern.test(number)) throw new OrdersAdvanceArgsError(`${number} is not an order number (ORD followed by digits).`);
  if (!isAdvanceTarget(to)) throw new OrdersAdvanceArgsError(`${to} is not a status an order can move to (${advanceTargets.join(", ")}).`);
  return { kind: "advance", number, to, via };
}

async function main(argv: readonly string[]): Promise<number> {
  let command: OrdersAdvanceCommand;
  try {
    command = parseOrdersAdvanceArgs(argv);
  } catch (error) {
    if (error instanceof OrdersAdvanceArgsError) {
      process.stderr.write(`orders:advance: ${error.message}\n\n${ordersAdvanceUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(ordersAdvanceUsage);
    return 0;
  }
  let target;
  let publicOrigin: string | undefined;
  try {
    const config = readConfig();
    target = databaseTargetFor(config, 1);
    publicOrigin = config.PUBLIC_ORIGIN;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`orders:advance: ${error.message}\n`);
      return 78;
    }
    throw error;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`orders:advance: ${error.message}\n`);
      return 75; // EX_TEMPFAIL: try again once the store is stopped
    }
    throw error;
  }
  try {
    await handle.migrate();
    if (!publicOrigin) {
      process.stderr.write("orders:advance: PUBLIC_ORIGIN is not set: the shopper's e-mail names the Track Order page instead of linking to it.\n");
    }
    const result = await createOrderStatusService(handle.db, { publicOrigin }).advance(command.number, command.to, { deliveryType: command.via });
    process.stdout.write(`Order ${result.number}: ${result.from} → ${result.to}\n`);
    for (const event of result.events) process.stdout.write(`  ${event.status}: ${event.message}\n`);
    return 0;
  } catch (error) {
    if (error instanceof OrderStatusError) {
      process.stderr.write(`orders:advance: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

// Only when run as the command, so tests can import the argument parser.
runWhenRunDirectly("orders-advance-cli.ts", "orders:advance", main);
