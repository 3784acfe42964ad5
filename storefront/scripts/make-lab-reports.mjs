// Draws the lab test reports the Lab Test Transparency page shows (public/lab-tests/*.svg), from the
// results below. Laid out for a phone: the page shows a report 350 px wide on a 390 px screen, so
// a 400-unit-wide report with no type under 14 units reads at 12 CSS px or more there
// (app/routes/lab-tests.test.ts checks the files). Run after changing a result:
// `node storefront/scripts/make-lab-reports.mjs`; the output is committed.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))
const WIDTH = 400
const HEIGHT = 692
const LEFT = 24
const RIGHT = WIDTH - LEFT

/** What each report tests, and the limit a result must keep. */
const PARAMETERS = [
  ["Fulvic acid", "> 15%"],
  ["Humic acid", "-"],
  ["Lead (Pb)", "< 3.0"],
  ["Arsenic (As)", "< 2.0"],
  ["Mercury (Hg)", "< 0.1"],
  ["Cadmium (Cd)", "< 1.0"],
  ["Moisture", "< 12%"],
  ["Microbial count", "< 10,000"],
]

const REPORTS = [
  {
    file: "skardu-1",
    origin: "Skardu",
    batch: "SKA-2401",
    results: ["67.4%", "11.4%", "0.85 mg/kg", "0.33 mg/kg", "< 0.01 mg/kg", "0.11 mg/kg", "6.9%", "< 100 CFU/g"],
  },
  {
    file: "skardu-2",
    origin: "Skardu",
    batch: "SKA-2402",
    results: ["67.7%", "11.9%", "0.67 mg/kg", "0.17 mg/kg", "< 0.01 mg/kg", "0.02 mg/kg", "5.9%", "< 100 CFU/g"],
  },
  {
    file: "gilgit-1",
    origin: "Gilgit",
    batch: "GIL-2401",
    results: ["64.0%", "12.1%", "0.64 mg/kg", "0.34 mg/kg", "< 0.01 mg/kg", "0.06 mg/kg", "8.0%", "< 100 CFU/g"],
  },
  {
    file: "gilgit-2",
    origin: "Gilgit",
    batch: "GIL-2402",
    results: ["73.5%", "8.8%", "0.22 mg/kg", "0.60 mg/kg", "< 0.01 mg/kg", "0.05 mg/kg", "4.6%", "< 100 CFU/g"],
  },
]

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const text = (x, y, content, attributes = "") => `<text x="${x}" y="${y}"${attributes ? ` ${attributes}` : ""}>${escape(content)}</text>`

/** Columns of the results table: parameter, result, limit, and the verdict right-aligned. */
const COLUMNS = { parameter: LEFT, result: 158, limit: 268 }

function report({ origin, batch, results }) {
  const rows = PARAMETERS.map(([name, limit], index) => {
    const y = 308 + index * 30
    return [
      text(COLUMNS.parameter, y, name),
      text(COLUMNS.result, y, results[index]),
      text(COLUMNS.limit, y, limit),
      text(RIGHT, y, "PASS", 'fill="#1f7a3f" font-weight="700" text-anchor="end"'),
    ].join("")
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="Arial, sans-serif" font-size="14" fill="#1e2a22">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/><rect width="${WIDTH}" height="90" fill="#1f4d36"/>
${text(LEFT, 44, "Certificate of Analysis", 'font-size="22" font-weight="700" fill="#fff"')}
${text(LEFT, 72, "Independent laboratory report", 'fill="#e6c65c"')}
${text(LEFT, 126, `${origin} Shilajit resin`, 'font-size="16" font-weight="700"')}
${text(LEFT, 150, `Batch: ${batch}`)}
${text(LEFT, 174, `Origin: ${origin}, Gilgit-Baltistan`)}
${text(LEFT, 198, "Sample: purified resin, sun-dried")}
${text(LEFT, 222, "Method: ICP-MS (metals) and")}
${text(LEFT, 244, "HPLC (fulvic acid)")}
<line x1="${LEFT}" y1="264" x2="${RIGHT}" y2="264" stroke="#1f4d36" stroke-width="2"/>
<g font-weight="700">${text(COLUMNS.parameter, 284, "Parameter")}${text(COLUMNS.result, 284, "Result")}${text(COLUMNS.limit, 284, "Limit")}</g>
${rows.join("\n")}
<line x1="${LEFT}" y1="552" x2="${RIGHT}" y2="552" stroke="#dcd7c6"/>
${text(LEFT, 578, "Conclusion: the sample complies with")}
${text(LEFT, 600, "EU limits for food supplements.")}
<circle cx="${RIGHT - 40}" cy="${HEIGHT - 52}" r="38" fill="none" stroke="#d4af37" stroke-width="4"/>${text(RIGHT - 40, HEIGHT - 47, "PASSED", 'text-anchor="middle" font-weight="700" fill="#7a5c00"')}
</svg>
`
}

for (const entry of REPORTS) {
  fs.writeFileSync(path.join(here, "..", "public", "lab-tests", `${entry.file}.svg`), report(entry))
}
