/**
 * The editor's preview pane, drawn by the site itself. The site's preview (the `preview` option,
 * src/preview/index.tsx) is bundled with the site's own React into preview.js (admin.ts), loaded
 * when a preview first opens. The editor renders previews with a React of its own, which cannot
 * render the site's components, so each content file's preview template, made with the editor's
 * `createClass`, holds one element into which it mounts the site's own React root, and renders
 * that root again with the form's content on every change. The preview frame gets the site's style
 * sheet (preview.json names it), so the page looks as it does on the site.
 */

/** Values of content fields that name a photo: a file in the content folder, or a new upload. */
const PHOTO_VALUE = /^blob:|\.(?:jpe?g|png|webp|avif)$/i

/** Each photo's size in pixels by its address, once measured (null: it could not be read). */
const sizes = new Map()
/** The work under way to read a photo, by the content value that names it or by its address. */
const reading = new Map()
/** Content values whose file the editor could not read. */
const unreadable = new Set()

/** Measures a photo: loaded, not decoded, which the frame does as it draws it. */
const measure = address =>
  new Promise(resolve => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => resolve(null)
    image.src = address
  }).then(size => sizes.set(address, size))

/**
 * The photo a content value names, as the preview shows it: `{ image }` once its address in the
 * editor and its size are known (no image: no such file), or `{ work }`, a promise that settles
 * when the next look may know more. A new upload's value is already its address in the editor
 * (blob:); a file's address is the editor's copy of its bytes, which it reads when first asked.
 */
const lookUp = (value, getAsset) => {
  const asset = value.startsWith("blob:") ? undefined : getAsset(value)
  const address = asset ? asset.url : value.startsWith("blob:") ? value : undefined
  if (address === undefined || unreadable.has(value)) return {}
  if (!address.startsWith("blob:")) {
    // toBase64 waits for the editor to read the file, after which it has an address.
    if (!reading.has(value)) {
      const read = asset
        .toBase64()
        .catch(() => unreadable.add(value))
        .finally(() => reading.delete(value))
      reading.set(value, read)
    }
    return { work: reading.get(value) }
  }
  const size = sizes.get(address)
  if (size) return { image: { src: address, ...size } }
  if (size === null) return {}
  if (!reading.has(address)) {
    reading.set(
      address,
      measure(address).finally(() => reading.delete(address)),
    )
  }
  return { work: reading.get(address) }
}

/** Every text in a piece of content. */
const textsIn = value =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(textsIn)
      : []

/** An entry's data as its file holds it: a list file's entries are the form's one list. */
const fileContent = (file, data) => {
  const [field] = file.fields
  return file.fields.length === 1 && field.root ? data?.[field.name] : data
}

/**
 * The preview template of one content file. It mounts the site's preview once the site's bundle and
 * the other content files (every page has the site-wide content) are loaded, then draws it each time
 * the editor renders it, once every photo it shows can be drawn.
 */
const template = ({ file, files, load }) =>
  window.createClass({
    componentDidMount() {
      this.alive = true
      this.drawn = 0
      Promise.all([load(), this.props.getCollection("content")]).then(([site, entries]) => {
        if (!this.alive) return
        this.site = site
        this.saved = Object.fromEntries(
          entries.flatMap(entry => {
            const saved = files.find(candidate => candidate.name === entry.get("slug"))
            return saved ? [[saved.name, fileContent(saved, entry.get("data")?.toJS())]] : []
          }),
        )
        this.view = site.mount(this.container)
        this.draw()
      })
    },
    componentDidUpdate() {
      this.draw()
    },
    componentWillUnmount() {
      this.alive = false
      // Not while the editor's React is still unmounting this template.
      const view = this.view
      if (view) queueMicrotask(() => view.unmount())
    },
    draw() {
      if (!this.view) return
      const { entry, getAsset } = this.props
      const content = Object.fromEntries(
        this.site
          .filesShown(file.name)
          .map(name => [
            name,
            name === file.name ? fileContent(file, entry.get("data")?.toJS()) : this.saved[name],
          ]),
      )
      const work = textsIn(content)
        .filter(text => PHOTO_VALUE.test(text))
        .flatMap(value => lookUp(value, getAsset).work ?? [])
      const drawing = ++this.drawn
      if (work.length > 0) {
        // Drawn again once the photos are read, unless the form has changed since.
        Promise.all(work).then(() => {
          if (this.alive && drawing === this.drawn) this.draw()
        })
        return
      }
      this.view.render({
        file: file.name,
        pathname: file.preview_path,
        content,
        image: value => lookUp(value, getAsset).image,
      })
    },
    render() {
      return window.h("div", {
        ref: element => {
          if (element) this.container = element
        },
      })
    },
  })

/**
 * Registers the site's preview for every content file it has one for, and its style sheets for the
 * preview frame: `preview` is the URL of preview.json (written by admin.ts beside the editor).
 */
export const registerPreviews = async (CMS, config, preview) => {
  const { script, styles } = await (await fetch(preview)).json()
  for (const style of styles) CMS.registerPreviewStyle(style)
  let site
  const load = () => (site ??= import(new URL(script, preview).href))
  const files = config.collections.flatMap(collection => collection.files ?? [])
  for (const file of files) {
    CMS.registerPreviewTemplate(file.name, template({ file, files, load }))
  }
}
