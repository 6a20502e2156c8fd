import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * State that several server processes must agree on. Without REDIS_URL everything stays in
 * this process (fine for one process); with it, messages fan out to every process through
 * Redis pub/sub and `redis` is handed to the rate limiter as its shared store.
 */
export interface SharedState {
  /** The command connection, when Redis is configured. */
  redis: Redis | undefined;
  /** Prefix of every Redis key and channel of this deployment. */
  keyPrefix: string;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export async function createSharedState(options: {
  redisUrl?: string;
  keyPrefix?: string;
}): Promise<SharedState> {
  if (!options.redisUrl) return inProcessState();
  const prefix = options.keyPrefix ?? 'sb:';
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Subscribing takes over a connection, so pub/sub gets its own.
  const subscriber = redis.duplicate();
  await Promise.all([redis.connect(), subscriber.connect()]);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, message: string) =>
    local.emit(channel.slice(prefix.length), message),
  );
  return {
    redis,
    keyPrefix: prefix,
    async publish(channel, message) {
      await redis.publish(prefix + channel, message);
    },
    async subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) await subscriber.subscribe(prefix + channel);
      local.on(channel, handler);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}

function inProcessState(): SharedState {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  return {
    redis: undefined,
    keyPrefix: '',
    async publish(channel, message) {
      local.emit(channel, message);
    },
    async subscribe(channel, handler) {
      local.on(channel, handler);
    },
    async close() {
      local.removeAllListeners();
    },
  };
}
