import CollorSite

// This project's documentation site: `collor` with the five sample galleries embedded.
await SiteCommand.main(galleries: LiveGalleries())
