import { describe, expect, it } from 'vitest';
import { parseVimeoVideoId, vimeoEmbedUrl } from './vimeo';

describe('parseVimeoVideoId', () => {
  it.each([
    ['76979871', '76979871'],
    ['  76979871  ', '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['http://vimeo.com/76979871', '76979871'],
    ['vimeo.com/76979871', '76979871'],
    ['www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/abc123def0', '76979871'],
    ['https://vimeo.com/76979871?share=copy', '76979871'],
    ['https://vimeo.com/76979871#t=30s', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=8f2a1b&badge=0', '76979871'],
    ['https://vimeo.com/channels/staffpicks/22439234', '22439234'],
    ['https://vimeo.com/groups/shortfilms/videos/1084537', '1084537'],
    ['https://vimeo.com/showcase/11223344/video/76979871', '76979871'],
    ['https://vimeo.com/album/2222/video/76979871', '76979871'],
  ])('%s → %s', (input, id) => {
    expect(parseVimeoVideoId(input)).toBe(id);
  });

  it.each([
    [''],
    ['   '],
    ['hello'],
    ['https://www.youtube.com/watch?v=123456'],
    ['https://notvimeo.com/76979871'],
    ['https://vimeo.com.evil.example/76979871'],
    ['https://vimeo.com/channels/staffpicks'],
    ['javascript:alert(1)'],
    ['ftp://vimeo.com/76979871'],
    ['-5'],
    ['12.5'],
  ])('%s has no id', (input) => {
    expect(parseVimeoVideoId(input)).toBeNull();
  });
});

describe('vimeoEmbedUrl', () => {
  it('builds the player address from an id', () => {
    expect(vimeoEmbedUrl('76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('is empty without an id', () => {
    expect(vimeoEmbedUrl('')).toBe('');
    expect(vimeoEmbedUrl('not-an-id')).toBe('');
  });
});
