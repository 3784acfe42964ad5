import { Button, Text } from "@medusajs/ui"
import { PAGE_SIZE } from "./admin-list"

/** The footer of an admin list: how many there are, and newer/older pages. */
export function Pager({ count, noun, offset, onOffset }: { count: number; noun: string; offset: number; onOffset: (offset: number) => void }) {
  return (
    <div className="flex items-center justify-between px-6 py-4">
      <Text size="small">
        {count} {noun}
        {count === 1 ? "" : "s"}
        {count > PAGE_SIZE && `, ${offset + 1}-${Math.min(offset + PAGE_SIZE, count)} shown`}
      </Text>
      <div className="flex gap-2">
        <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}>
          Newer
        </Button>
        <Button variant="secondary" size="small" disabled={offset + PAGE_SIZE >= count} onClick={() => onOffset(offset + PAGE_SIZE)}>
          Older
        </Button>
      </div>
    </div>
  )
}
