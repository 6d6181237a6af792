import CollorSiteCommand

// The `collor` tool: the site command with no galleries, for any package.
await SiteCommand.main(galleries: [])
