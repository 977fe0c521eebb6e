import { filter, firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../shared/contract/endpoint';
import { FEEDING } from '../shared/contract/farm';
import { farmEndpoints } from '../shared/contract/farm/endpoints';
import { INSECT_ENDPOINTS } from '../shared/contract/api/insects';
import { PRICE_ENDPOINTS } from '../shared/contract/api/prices';
import { SERVICE_CHAT_ENDPOINTS } from '../shared/contract/api/service-chat';
import { WEATHER_ENDPOINTS } from '../shared/contract/api/weather';
import { configureStreams } from './config';
import { feedingLog$ } from './feeding-log';
import { insectTraps$ } from './insect-traps';
import { priceTrend$ } from './price-trend';
import { chatConversations$, chatHistory$, chatUnread$, CHAT_LIST_SIZE } from './service-chat';
import type { StreamState } from './stream-state';
import { weather$ } from './weather';

const WALL = { pauseWhenHidden: false };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first settled state of a stream. */
const settled = <T>(stream$: Observable<StreamState<T>>) => firstValueFrom(stream$.pipe(filter((state) => state.status !== 'loading')));

describe('the farm, weather, price, insect and conversation streams', () => {
  it('call their contract entries through the configured call, never by path or through the console api', async () => {
    const calls: Array<{ entry: EndpointSpec; input: unknown }> = [];
    configureStreams({
      call: (entry, input) => {
        calls.push({ entry, input });
        return Promise.resolve({ rows: [], total: 0 } as never);
      },
    });
    const states = [
      await settled(weather$(WALL)),
      await settled(priceTrend$(30, WALL)),
      await settled(insectTraps$(WALL)),
      await settled(feedingLog$(5, WALL)),
      await settled(chatUnread$()),
      await settled(chatHistory$(7)),
      await settled(chatConversations$(1)),
    ];
    expect(states.map((state) => state.status)).toEqual(Array(states.length).fill('ok'));
    expect(calls).toEqual([
      { entry: WEATHER_ENDPOINTS.weather, input: { body: {} } },
      { entry: PRICE_ENDPOINTS.product, input: { body: { start: expect.stringMatching(DAY), end: expect.stringMatching(DAY) } } },
      { entry: INSECT_ENDPOINTS.traps, input: {} },
      { entry: farmEndpoints(FEEDING).manage, input: { body: { type: 'search', page: 1, pageSize: 5 } } },
      { entry: SERVICE_CHAT_ENDPOINTS.unread, input: {} },
      { entry: SERVICE_CHAT_ENDPOINTS.history, input: { params: { id: 7 } } },
      { entry: SERVICE_CHAT_ENDPOINTS.conversations, input: { query: { pageSize: CHAT_LIST_SIZE } } },
    ]);
  });
});
