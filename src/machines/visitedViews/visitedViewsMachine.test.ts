import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { addView, MAX_VISITED_VIEWS, pathAfterClose, visitedViewsMachine, type VisitedView, type VisitedViewsEvent } from './visitedViewsMachine';

const view = (n: number): VisitedView => ({ name: `view${n}`, path: `/page/${n}` });

describe('visited views', () => {
  it('holds at most 4, dropping the oldest', () => {
    const actor = createActor(visitedViewsMachine, { input: {} }).start();
    for (let n = 1; n <= 6; n += 1) actor.send({ type: 'view.visit', view: view(n) });
    expect(actor.getSnapshot().context.views.map((v) => v.path)).toEqual(['/page/3', '/page/4', '/page/5', '/page/6']);
    expect(MAX_VISITED_VIEWS).toBe(4);
    expect(actor.getSnapshot().value).toBe('full');
  });

  it('does not duplicate a view visited again (keeps its place)', () => {
    expect(addView([view(1), view(2)], view(1)).map((v) => v.path)).toEqual(['/page/1', '/page/2']);
  });

  it('closes one view, all others, or all', () => {
    const actor = createActor(visitedViewsMachine, { input: { views: [view(1), view(2), view(3)] } }).start();
    actor.send({ type: 'view.close', path: '/page/2' });
    expect(actor.getSnapshot().context.views.map((v) => v.path)).toEqual(['/page/1', '/page/3']);
    actor.send({ type: 'view.closeOthers', path: '/page/3' });
    expect(actor.getSnapshot().context.views.map((v) => v.path)).toEqual(['/page/3']);
    actor.send({ type: 'view.closeAll' });
    expect(actor.getSnapshot().context.views).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('goes to the neighbour when the current view closes', () => {
    const views = [view(1), view(2), view(3)];
    expect(pathAfterClose(views, '/page/2', '/page/2')).toBe('/page/3');
    expect(pathAfterClose(views, '/page/3', '/page/3')).toBe('/page/2');
    expect(pathAfterClose(views, '/page/1', '/page/3')).toBe('/page/3');
    expect(pathAfterClose([view(1)], '/page/1', '/page/1')).toBe('/dashboard');
  });
});

describe('visited views: paths (xstate/graph)', () => {
  const events: VisitedViewsEvent[] = [
    ...[1, 2, 3, 4, 5].map((n) => ({ type: 'view.visit', view: view(n) }) as const),
    { type: 'view.close', path: '/page/1' },
    { type: 'view.closeOthers', path: '/page/5' },
    { type: 'view.closeAll' },
  ];
  const serializeState = (s: ReturnType<typeof visitedViewsMachine.transition>) =>
    `${JSON.stringify(s.value)}|${s.context.views.map((v) => v.path).join(',')}`;

  it('every reachable list holds at most 4 views, without duplicates', () => {
    const paths = getShortestPaths(visitedViewsMachine, { events, serializeState, limit: 5000 });
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const listed = path.state.context.views.map((v) => v.path);
      expect(listed.length).toBeLessThanOrEqual(4);
      expect(new Set(listed).size).toBe(listed.length);
      // The state name agrees with the list.
      const expected = listed.length === 0 ? 'empty' : listed.length >= 4 ? 'full' : 'some';
      expect(path.state.value).toBe(expected);
    }
  });

  it('the full state takes four visits, and in every full state a new visit drops exactly the oldest', () => {
    const toFull = getShortestPaths(visitedViewsMachine, { events, serializeState, toState: (s) => s.matches('full'), limit: 5000 });
    expect(toFull.length).toBeGreaterThan(0);
    // Step 0 is the initial state; then one visit per step.
    expect(Math.min(...toFull.map((p) => p.steps.length))).toBe(4 + 1);
    for (const path of toFull) {
      const before = path.state.context.views;
      const actor = createActor(visitedViewsMachine, { input: { views: before } }).start();
      actor.send({ type: 'view.visit', view: view(9) });
      expect(actor.getSnapshot().context.views).toEqual([...before.slice(1), view(9)]);
    }
  });

  it('from every simple path, closeAll empties the list', () => {
    const simple = getSimplePaths(visitedViewsMachine, { events: events.slice(0, 3).concat(events.slice(5)), serializeState, limit: 5000 });
    expect(simple.length).toBeGreaterThan(5);
    for (const path of simple) {
      const actor = createActor(visitedViewsMachine, { input: { views: path.state.context.views } }).start();
      actor.send({ type: 'view.closeAll' });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
    }
  });
});
