// No imports: the blog route reads this in its options, which are part of the first page's JavaScript.

/** Posts per page of the blog list: the featured post and a row of three on the first page. */
export const BLOG_PAGE_SIZE = 4;
