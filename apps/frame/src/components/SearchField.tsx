'use client'

import { useId } from 'react'

/**
 * A list's search box: labelled for screen readers by what it searches, no autocomplete or spell
 * check (names and symbols are not words), and at most 100 characters.
 *
 * @example
 * <SearchField label="Search tokens" value={search} onChange={setSearch} />
 */
export function SearchField(props: { label: string; value: string; onChange(value: string): void }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={props.label}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className="latch-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </>
  )
}
