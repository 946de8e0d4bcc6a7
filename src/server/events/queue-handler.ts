import { consumeDeadLetters } from './dead-letters';
import { consumeNotifications } from './notification-consumer';

// The Worker's one queue handler serves two queues: the notifications and
// their dead letters. A dead-letter queue's name ends in "-dlq" (wrangler.toml).

function isDeadLetterQueue(name: string): boolean {
  return name.endsWith('-dlq');
}

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) await consumeDeadLetters(batch, env);
  else await consumeNotifications(batch, env);
}
