import { Input, Label, Select } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useUrlParam } from "./admin-list"

/** The search box of a list: the words go to the URL (?q=) a moment after the seller stops typing. */
export function ListSearch({ placeholder }: { placeholder: string }) {
  const [q, setQ] = useUrlParam("q")
  const [typed, setTyped] = useState(q)
  useEffect(() => {
    if (typed.trim() === q) return
    const timer = setTimeout(() => setQ(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed, q, setQ])
  return (
    <div className="w-72">
      <Label htmlFor="list-search" size="small">
        Search
      </Label>
      <Input id="list-search" type="search" size="small" placeholder={placeholder} value={typed} onChange={(event) => setTyped(event.target.value)} />
    </div>
  )
}

const ALL = "all"

/** A filter of a list by one field, kept in the URL (?name=); "All" removes it. */
export function ListFilter({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
  const [value, setValue] = useUrlParam(name)
  return (
    <div className="w-48">
      <Label size="small">{label}</Label>
      <Select size="small" value={value || ALL} onValueChange={(next) => setValue(next === ALL ? "" : next)}>
        <Select.Trigger aria-label={label}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value={ALL}>All</Select.Item>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}
