import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sdk } from "./sdk"

/** One POST to an admin route of this shop: its path and body. */
export type AdminAction = { path: string; body?: Record<string, unknown> }

/**
 * POSTs to the admin routes of this shop; once one succeeds, the queries whose key starts with
 * `invalidates` (a list's path, the dashboard's "products"...) load again. A refusal rejects with
 * the server's own message.
 */
export function useAdminAction<Answer = unknown>(invalidates: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ path, body }: AdminAction) => sdk.client.fetch<Answer>(path, { method: "POST", body: body ?? {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [invalidates] }),
  })
}
