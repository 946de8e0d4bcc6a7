// The words of the product page's "Pack sizes" section in the console and of
// its API answers; part of the console's `consoleDay` section
// (console-day-messages.ts; Hindi: i18n/hi-IN/console-pack-sizes.ts).

export const CONSOLE_PACK_SIZE_MESSAGES = {
  packSizes: {
    heading: 'Pack sizes',
    intro: 'Sell one thing in several sizes (Atta 5 kg and 10 kg, a strip of 10 and of 15): each size stays a product with its own price and stock, and its page offers the other sizes.',
    none: 'This product is sold in one size only. Add another product as a size of it below.',
    label: (name: string) => `Pack size of ${name}`,
    labelHint: 'As shoppers read it, for example 5 kg or Strip of 15.',
    thisProduct: 'this product',
    price: 'Price',
    stock: 'Stock',
    actions: 'Actions',
    withdrawn: 'Withdrawn: not offered',
    search: 'Find a product to add as a size',
    searchHint: 'Type at least 2 letters of its name.',
    searching: 'Searching…',
    noMatch: 'No product of this shop matches.',
    add: (name: string) => `Add ${name}`,
    save: 'Save pack sizes',
    saving: 'Saving…',
    saved: 'Pack sizes saved. The product pages now offer these sizes.',
    remove: (name: string) => `Remove ${name} from the sizes`,
    removeConfirm: (name: string) => `Remove ${name} from these pack sizes? It stays on sale as a product of its own; its page no longer offers the other sizes.`,
    removeUnsaved: (name: string) => `Drop ${name}`,
    removed: (name: string) => `${name} is no longer one of these pack sizes.`,
    unsaved: 'Not saved yet',
    // API answers.
    productIdInvalid: 'Each size must name a product by its id.',
    labelRequired: 'Give every size its pack-size label, for example 5 kg.',
    labelTooLong: (max: number) => `A pack-size label must be at most ${max} characters.`,
    listRequired: 'Send the sizes as a list of products with their labels.',
    tooFew: 'A pack-size group needs at least two products.',
    tooMany: (max: number) => `A pack-size group holds at most ${max} products.`,
    repeated: 'Each product may be listed once.',
    mustIncludeSelf: 'The sizes must include the product itself.',
    notInShop: 'One of these products is not in this shop.',
    inAnotherGroup: (name: string) => `${name} is already a size of another product. Remove it there first.`,
    notGrouped: 'This product is not one of a group of pack sizes.',
    changedMeanwhile: 'These pack sizes were changed at the same time by someone else. Reload the page and try again.',
  },
} as const;
