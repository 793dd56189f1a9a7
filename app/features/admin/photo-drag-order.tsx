// Reordering a product's photos by dragging, on top of the page's "Move earlier"/"Move later"
// forms (which work without JavaScript and stay the accessible baseline). Built on dnd-kit: a
// drag handle on each photo that a pointer drags, or that the keyboard picks up with Space or
// Enter, moves with the arrow keys and drops with Space or Enter (Escape cancels), with spoken
// announcements. The handle appears once the page has hydrated, so it is never a dead button.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState, type ReactNode } from "react";
import { useHydrated } from "~/ui/use-hydrated";

interface Sortable {
  id: number;
}

interface PhotoDragOrderProps<Item extends Sortable> {
  items: readonly Item[];
  /** Called once per drop that changed the order, with the item's new place (0 = first). */
  onMove: (id: number, position: number) => void;
  /** One item's content; its place is 0-based in the order shown. */
  render: (item: Item, place: number, count: number) => ReactNode;
  itemClassName: string;
}

const instructions =
  "To move a photo with the keyboard, press Space or Enter on its drag handle, use the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.";

function SortableRow({ id, place, count, ready, className, children }: { id: number; place: number; count: number; ready: boolean; className: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition: transition ?? undefined }}
      className={`${className} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      {children}
      {ready ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className="col-span-2 -mb-1 inline-flex w-fit cursor-grab items-center gap-2 justify-self-start rounded-md border border-dashed border-stone-400 px-3 py-1 text-sm text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing"
        >
          <span aria-hidden="true">⠿</span>
          Drag to reorder<span className="sr-only"> photo {place + 1} of {count}</span>
        </button>
      ) : null}
    </li>
  );
}

export function PhotoDragOrder<Item extends Sortable>({ items, onMove, render, itemClassName }: PhotoDragOrderProps<Item>) {
  const ready = useHydrated();
  // The order shown while a drop is being saved; the loader's order again once it has come back
  // (new items).
  const [pending, setPending] = useState<{ base: readonly Item[]; order: number[] } | null>(null);
  const order = pending?.base === items ? pending.order : items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const placeOf = (id: UniqueIdentifier) => order.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${placeOf(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) => (over ? `Photo ${placeOf(active.id)} is over place ${placeOf(over.id)} of ${order.length}.` : `Photo ${placeOf(active.id)} is no longer over a place.`),
    onDragEnd: ({ active, over }) => (over ? `Photo ${placeOf(active.id)} dropped at place ${placeOf(over.id)} of ${order.length}.` : `Photo ${placeOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled. Photo ${placeOf(active.id)} stays where it was.`,
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(Number(active.id));
    const to = order.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    setPending({ base: items, order: arrayMove(order, from, to) });
    onMove(Number(active.id), to);
  }

  return (
    // A fixed id keeps the ids dnd-kit gives its descriptions the same on the server and in the browser.
    <DndContext id="product-photos" sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped} accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3">
          {shown.map((item, place) => (
            <SortableRow key={item.id} id={item.id} place={place} count={shown.length} ready={ready} className={itemClassName}>
              {render(item, place, shown.length)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
