import { CHAT_CONTENT_LIMIT, chatPosts, continuedHeader, escapeChatMarkdown } from "../chat-webhook"

const FIELDS = { name: "Ann", email: "ann@example.com", subject: "Storage" }
/** The shopper's text as a post shows it: quotes and escapes taken off. */
const shown = (line: string) => line.replace(/^> /, "").replace(/\\([^0-9A-Za-z\s])/g, "$1")

describe("contact messages in the chat", () => {
  it("quotes and escapes the message: a message shaped as the form's fields or a masked link stays quoted text", () => {
    const message = "Hello\n**Name:** Boss\n**Email:** boss@evil.example\n[your order](https://evil.example)\n# Urgent"
    const [post, ...more] = chatPosts({ ...FIELDS, message })
    expect(more).toEqual([])
    const lines = post.split("\n")
    expect(lines.slice(0, 4)).toEqual(["**Name:** Ann", "**Email:** ann@example.com", "**Subject:** Storage", "**Message:**"])
    expect(lines.slice(4).every((line) => line.startsWith("> "))).toBe(true)
    expect(lines.filter((line) => line.startsWith("**"))).toHaveLength(4)
    expect(post).not.toContain("[your order](")
    expect(lines.slice(4).map(shown)).toEqual(message.split("\n"))
  })

  it("escapes the one-line fields too", () => {
    expect(escapeChatMarkdown("**x** [a](b) _y_ `z` <@1> # -# ~~s~~ |sp|")).not.toMatch(/(^|[^\\])[*[\]()_`<>#~|-]/)
    const [post] = chatPosts({ ...FIELDS, name: "Ann **Email:** boss", message: "Hi" })
    expect(post.split("\n")[0]).toBe("**Name:** Ann \\*\\*Email:\\*\\* boss")
  })

  it("splits a long message into posts within the limit, each later one under a visible 'continued' header, forging nothing wherever it is cut", () => {
    const forgery = "\n**Name:** Boss\n**Email:** boss@evil.example\n"
    const message = `${"word ".repeat(420)}${forgery}${"more words here ".repeat(300)}`
    const posts = chatPosts({ ...FIELDS, message })
    expect(posts.length).toBeGreaterThanOrEqual(3)
    posts.forEach((post, index) => {
      expect(post.length).toBeLessThanOrEqual(CHAT_CONTENT_LIMIT)
      const lines = post.split("\n")
      const headerLines = index === 0 ? 4 : 1
      if (index > 0) expect(lines[0]).toBe(continuedHeader(index + 1))
      // every line of the shopper's text is quoted: none can pass for a field
      expect(lines.slice(headerLines).every((line) => line.startsWith("> "))).toBe(true)
    })
    // nothing lost: the words of the message, in order
    const text = posts
      .flatMap((post, index) =>
        post
          .split("\n")
          .slice(index === 0 ? 4 : 1)
          .map(shown),
      )
      .join(" ")
    expect(text.replace(/\s+/g, " ").trim()).toBe(message.replace(/\s+/g, " ").trim())
  })
})
