// The simulated module's SMS storage and USSD, as ModemManager shows a real one: a few messages the
// operator sent before the console looked (seeded), each sent message kept in the module's storage,
// the operator's answer to a message sent to its service number, and a balance for *100#. The
// storage outlives the daemon as a module's and SIM's does: a file in the state folder, written on
// each change (a send, a delete, a read mark), never on a timer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../lib/atomic-write';
import { hashSeed, mulberry32, randomInt } from '../../lib/mulberry32';
import type { ModemMessaging, SmsMessage } from '@rc/core/platform/modem-control';

export interface SimSmsOptions {
  seed: number;
  operator: string;
  stateDir?: string;
  now: () => number;
  /** after how long the operator answers a message to its service number */
  replyAfterMs?: number;
}

/** The operators' service numbers, as their SIMs' service menus list them. */
const serviceNumbers: Record<string, string> = { 'China Mobile': '10086', 'China Unicom': '10010', 'China Telecom': '10000' };
/** Messages a module's storage keeps (a SIM holds 20-50, the module's own memory more). */
const storageLimit = 100;

const greetings = [
  (op: string, n: number) => `[${op}] Your data plan has ${n} MB left this month.`,
  (_op: string, n: number) => `尊敬的客户，您本月套餐内剩余流量 ${n} MB。`,
  (op: string) => `${op}: Welcome! Reply CXYE to check your balance.`,
];

interface Stored {
  nextId: number;
  messages: SmsMessage[];
}

export class SimSms implements ModemMessaging {
  private stored: Stored | undefined;
  private readonly service: string;

  constructor(private readonly options: SimSmsOptions) {
    this.service = serviceNumbers[options.operator] ?? '10086';
  }

  async list(): Promise<SmsMessage[]> {
    return (await this.load()).messages.map((message) => ({ ...message }));
  }

  async send(number: string, text: string): Promise<void> {
    const stored = await this.load();
    this.add(stored, { number, text, time: this.options.now(), direction: 'sent', read: true });
    if (number === this.service) this.answerLater(text);
    await this.save();
  }

  /** A text arrives from `number` (the simulator's, issue 42.3): stored unread, as the SMSC delivered it. */
  async receive(number: string, text: string): Promise<void> {
    this.add(await this.load(), { number, text, time: this.options.now(), direction: 'received', read: false });
    await this.save();
  }

  async remove(ids: readonly string[]): Promise<void> {
    const stored = await this.load();
    stored.messages = stored.messages.filter((message) => !ids.includes(message.id));
    await this.save();
  }

  async markRead(ids: readonly string[], read: boolean): Promise<void> {
    const stored = await this.load();
    for (const message of stored.messages) if (ids.includes(message.id) && message.direction === 'received') message.read = read;
    await this.save();
  }

  async ussd(code: string): Promise<string> {
    const random = mulberry32(hashSeed(this.options.seed, `ussd${code}`));
    if (code === '*100#' || code === '*101#') {
      const yuan = (randomInt(random, 500, 9900) / 100).toFixed(2);
      return `${this.options.operator}: balance ${yuan} CNY, data left ${randomInt(random, 100, 9000)} MB.`;
    }
    return `${this.options.operator}: unknown service code ${code}.`;
  }

  private answerLater(request: string): void {
    const random = mulberry32(hashSeed(this.options.seed, `reply${request}`));
    const text = `[${this.options.operator}] Balance ${(randomInt(random, 500, 9900) / 100).toFixed(2)} CNY.`;
    const timer = setTimeout(() => {
      if (!this.stored) return;
      this.add(this.stored, { number: this.service, text, time: this.options.now(), direction: 'received', read: false });
      void this.save().catch(() => undefined);
    }, this.options.replyAfterMs ?? 3_000);
    timer.unref();
  }

  private add(stored: Stored, message: Omit<SmsMessage, 'id'>): void {
    stored.messages.push({ ...message, id: String(stored.nextId++) });
    // A full storage: the oldest message that was read goes first, as a phone's does.
    while (stored.messages.length > storageLimit) {
      const oldest = stored.messages.findIndex((m) => m.read);
      stored.messages.splice(oldest === -1 ? 0 : oldest, 1);
    }
  }

  private get file(): string | undefined {
    return this.options.stateDir && path.join(this.options.stateDir, 'modem-sms.json');
  }

  private async load(): Promise<Stored> {
    if (this.stored) return this.stored;
    const fromFile = this.file ? await readStored(this.file) : undefined;
    this.stored ??= fromFile ?? this.seeded();
    return this.stored;
  }

  private async save(): Promise<void> {
    if (this.file && this.stored) await writeFileAtomic(this.file, JSON.stringify(this.stored) + '\n');
  }

  private seeded(): Stored {
    const random = mulberry32(hashSeed(this.options.seed, 'sms'));
    const start = this.options.now();
    const messages = greetings.map((greeting, index) => ({
      id: String(index + 1),
      number: this.service,
      text: greeting(this.options.operator, randomInt(random, 200, 9000)),
      time: start - (greetings.length - index) * randomInt(random, 3_600_000, 30 * 3_600_000),
      direction: 'received' as const,
      read: index === 0,
    }));
    return { nextId: messages.length + 1, messages };
  }
}

async function readStored(file: string): Promise<Stored | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Stored;
    return Array.isArray(parsed.messages) && Number.isInteger(parsed.nextId) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
