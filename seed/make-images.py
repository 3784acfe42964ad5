# Draws the placeholder product pictures (SVG) from catalogue.json; run once, output is committed.
import json, html
cat = json.load(open('catalogue.json'))
palettes = [('#1f3d2b', '#2e5a3f', '#d9a441'), ('#2b2118', '#4a3526', '#e0b95b'), ('#22352b', '#3b5d47', '#c9a14a')]
def jar(title, sub, variant, i):
    bg, bg2, gold = palettes[i % len(palettes)]
    t = html.escape(title)
    words = t.split(' ')
    line1 = ' '.join(words[:2]); line2 = ' '.join(words[2:])
    lid_y = 170 if variant == 1 else 190
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="{t}">
<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="{bg2}"/><stop offset="1" stop-color="{bg}"/></radialGradient>
<linearGradient id="j" x1="0" x2="1"><stop offset="0" stop-color="#111"/><stop offset=".5" stop-color="#3a2a1e"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<ellipse cx="400" cy="660" rx="230" ry="30" fill="#000" opacity=".25"/>
<rect x="230" y="{lid_y}" width="340" height="90" rx="18" fill="{gold}"/>
<rect x="210" y="{lid_y+80}" width="380" height="390" rx="40" fill="url(#j)"/>
<rect x="230" y="{lid_y+160}" width="340" height="200" rx="12" fill="#f5efe3"/>
<text x="400" y="{lid_y+230}" font-family="Georgia, serif" font-size="34" text-anchor="middle" fill="{bg}">{line1}</text>
<text x="400" y="{lid_y+272}" font-family="Georgia, serif" font-size="34" text-anchor="middle" fill="{bg}">{line2}</text>
<text x="400" y="{lid_y+326}" font-family="Arial, sans-serif" font-size="22" letter-spacing="4" text-anchor="middle" fill="{gold}">100% NATURAL</text>
</svg>
'''
for i, p in enumerate(cat['products']):
    for n, name in enumerate(p['images']):
        open(f'images/{name}', 'w').write(jar(p['title'], p['subtitle'], n, i))
print('ok')
