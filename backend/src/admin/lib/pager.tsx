import { Button, Text } from "@medusajs/ui"
import { useSearchParams } from "react-router-dom"
import { PAGE_SIZE } from "./use-admin-list"

/** A list's offset kept in the page's URL (?offset=): a reload or a shared link shows the same page. */
export function useUrlOffset(): [number, (offset: number) => void] {
  const [params, setParams] = useSearchParams()
  const offset = Math.max(0, Math.floor(Number(params.get("offset"))) || 0)
  const setOffset = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next > 0) updated.set("offset", String(next))
      else updated.delete("offset")
      return updated
    })
  return [offset, setOffset]
}

/** The footer of an admin list: how many there are, and newer/older pages. */
export function Pager({ count, noun, offset, onOffset }: { count: number; noun: string; offset: number; onOffset: (offset: number) => void }) {
  return (
    <div className="flex items-center justify-between px-6 py-4">
      <Text size="small">
        {count} {noun}
        {count === 1 ? "" : "s"}
      </Text>
      <div className="flex gap-2">
        <Button variant="secondary" size="small" disabled={offset === 0} onClick={() => onOffset(offset - PAGE_SIZE)}>
          Newer
        </Button>
        <Button variant="secondary" size="small" disabled={offset + PAGE_SIZE >= count} onClick={() => onOffset(offset + PAGE_SIZE)}>
          Older
        </Button>
      </div>
    </div>
  )
}
